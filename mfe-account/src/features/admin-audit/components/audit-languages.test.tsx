import { screen, within } from '@testing-library/react';
import { event, page, serve, text, openTab } from './audit-panel.fixtures';

describe('the Audit log tab of the admin panel', () => {
  it("shows each summary and target type in the page's language, the params filled in", async () => {
    serve((req) =>
      req.url === '/api/audit-events'
        ? page([
            event(4, {
              action: 'session.revoke',
              targetType: 'session',
              targetId: 's-9',
              summary: 'Signed out other sessions: 1234',
              summaryKey: 'session.signed_out_others',
              summaryParams: { count: 1234 },
            }),
            event(3, {
              action: 'auth.login',
              targetType: 'user',
              targetId: 'u-1',
              summary: 'Signed in (admin) with a password',
              summaryKey: 'login.password',
              summaryParams: { role: 'admin' },
            }),
            event(2, {
              action: 'user.role_change',
              targetType: 'user',
              targetId: 'u-2',
              summary: 'ravi@example.com: user → admin',
              summaryKey: 'user.role_changed',
              summaryParams: { email: 'ravi@example.com', from: 'user', to: 'admin' },
            }),
            event(1, {
              summary: 'Issued "CompTIA Security+" to Meera Iyer',
              summaryKey: 'certificate.issued',
              summaryParams: { course: 'CompTIA Security+', name: 'Meera Iyer' },
            }),
          ])
        : undefined,
    );
    await openTab('hi', 'ऑडिट लॉग');
    const table = await screen.findByRole('table', { name: 'ऑडिट लॉग' });
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text);
    const [, signedOut, signedIn, roleChange, issued] = within(table).getAllByRole('row');
    // Target, then summary: the 4th and 5th cells.
    expect(cells(issued!).slice(3, 5)).toEqual([
      'प्रमाणपत्रSB-ABCDEFGHJK',
      'Meera Iyer को “CompTIA Security+” जारी किया गया',
    ]);
    // Roles are shown by their names, as in the Users tab.
    expect(cells(roleChange!).slice(3, 5)).toEqual([
      'उपयोगकर्ताu-2',
      'ravi@example.com: उपयोगकर्ता → एडमिन',
    ]);
    expect(cells(signedIn!).slice(3, 5)).toEqual(['उपयोगकर्ताu-1', 'पासवर्ड से लॉग इन किया (एडमिन)']);
    expect(cells(signedOut!).slice(3, 5)).toEqual(['सत्रs-9', 'दूसरे सत्रों से लॉग आउट किया: 1,234']);
    expect(within(table).queryByText(/Signed|Issued/)).not.toBeInTheDocument();
  });

  it('shows the stored summary of an event without a key or with a key it does not know', async () => {
    serve((req) =>
      req.url === '/api/audit-events'
        ? page([
            event(2, {
              targetType: 'badge',
              targetId: 'B-1',
              summary: 'Renamed the badge',
              summaryKey: 'badge.renamed',
              summaryParams: { name: 'Gold' },
            }),
            event(1, { summary: 'Issued SB-ABCDEFGHJK to Meera Iyer (2025)' }),
          ])
        : undefined,
    );
    await openTab('fr', "Journal d'audit");
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    const [, unknown, old] = within(table).getAllByRole('row');
    expect(within(old!).getAllByRole('cell').map(text).slice(3, 5)).toEqual([
      'CertificatSB-ABCDEFGHJK',
      'Issued SB-ABCDEFGHJK to Meera Iyer (2025)',
    ]);
    // A target type this screen does not know yet shows as the API writes it.
    expect(within(unknown!).getAllByRole('cell').map(text).slice(3, 5)).toEqual([
      'badgeB-1',
      'Renamed the badge',
    ]);
  });

  it('reads in French, the times written the French way and in UTC', async () => {
    serve((req) => (req.url === '/api/audit-events' ? page([event(1)]) : undefined));
    await openTab('fr', "Journal d'audit");
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    expect(within(table).getByRole('columnheader', { name: 'Date et heure (UTC)' })).toBeVisible();
    expect(within(table).getByText('Certificat délivré')).toBeVisible();
    expect(within(table).getByText(/^5 mars 2026.*14:03:22$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vérifier la chaîne' })).toBeVisible();
  });
});
