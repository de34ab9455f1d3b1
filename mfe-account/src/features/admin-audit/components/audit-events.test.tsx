import { fireEvent, screen, within } from '@testing-library/react';
import { AUDIT_ACTIONS } from 'contracts';
import { event, page, serve, text, openTab } from './audit-panel.fixtures';

describe('the Audit log tab of the admin panel', () => {
  it('lists the events from the API: time in UTC, actor, action by name and as written, target, IP', async () => {
    const { lastTo } = serve((req) =>
      req.url === '/api/audit-events'
        ? page([
            event(2, {
              action: 'auth.login_failed',
              actorId: null,
              actorEmail: null,
              targetType: null,
              targetId: null,
              ip: null,
              summary: 'Wrong password',
            }),
            event(1),
          ])
        : undefined,
    );
    await openTab();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time (UTC)', 'Actor', 'Action', 'Target', 'Summary', 'IP address']);
    const [, failed, issued] = within(table).getAllByRole('row');
    expect(within(issued!).getAllByRole('cell').map(text)).toEqual([
      'Mar 5, 2026, 2:03:22 PM',
      'asha@example.com',
      'Certificate issuedcertificate.issue',
      'CertificateSB-ABCDEFGHJK',
      'Issued SB-ABCDEFGHJK to Meera Iyer',
      '203.0.113.7',
    ]);
    expect(within(failed!).getAllByRole('cell').map(text)).toEqual([
      'Mar 5, 2026, 2:03:22 PM',
      '—',
      'Sign-in failedauth.login_failed',
      '—',
      'Wrong password',
      '—',
    ]);
    expect(within(issued!).getByText(/^Mar 5, 2026/)).toHaveAttribute(
      'datetime',
      '2026-03-05T14:03:22.000Z',
    );
    expect(lastTo('/audit-events')?.params).toEqual({ page: 1, pageSize: 20 });
    expect(lastTo('/audit-events')?.headers.Authorization).toBe('Bearer admin-token');
  });

  it('shows line breaks and bidirectional controls in an actor as code points, not as text', async () => {
    serve((req) =>
      req.url === '/api/audit-events'
        ? page([
            event(1, {
              action: 'auth.login_failed',
              actorId: null,
              actorEmail: 'moc.elpmaxe@\u202Eadmin\nsigned in',
            }),
          ])
        : undefined,
    );
    await openTab();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, row] = within(table).getAllByRole('row');
    const actor = within(row!).getAllByRole('cell')[1]!;
    expect(actor.textContent).toBe('moc.elpmaxe@[U+202E]admin[U+000A]signed in');
  });

  it('offers every action the API logs, by name with the name tools use', async () => {
    serve();
    await openTab();
    const select = await screen.findByLabelText('Action');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...AUDIT_ACTIONS]);
    expect(options[0]).toHaveTextContent('All actions');
    expect(
      within(select).getByRole('option', { name: 'Certificate issued (certificate.issue)' }),
    ).toBeInTheDocument();
    expect(
      within(select).getByRole('option', {
        name: 'Two-step sign-in code refused (auth.mfa_failed)',
      }),
    ).toBeInTheDocument();
  });

  it('sends the filters as query parameters, days as whole UTC days, and clears them', async () => {
    const { sent, lastTo } = serve();
    const { user } = await openTab();
    expect(await screen.findByText('No events have been recorded yet.')).toBeVisible();

    await user.type(screen.getByLabelText('Actor (e-mail or user ID)'), ' Asha@Example.com ');
    await user.selectOptions(screen.getByLabelText('Action'), 'certificate.revoke');
    await user.type(screen.getByLabelText('Target ID'), 'SB-ABCDEFGHJK');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    // Nothing is asked while typing: the filters apply with the button.
    expect(sent.filter((r) => r.url === '/api/audit-events')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('No events match these filters.')).toBeVisible();
    expect(lastTo('/audit-events')?.params).toEqual({
      actor: 'Asha@Example.com',
      action: 'certificate.revoke',
      target: 'SB-ABCDEFGHJK',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T23:59:59.999Z',
      page: 1,
      pageSize: 20,
    });
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'Times are in UTC. The From and To dates are whole days in UTC.',
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No events have been recorded yet.')).toBeVisible();
    expect(lastTo('/audit-events')?.params).toEqual({ page: 1, pageSize: 20 });
    expect(screen.getByLabelText('Actor (e-mail or user ID)')).toHaveValue('');
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('pages through the events with the filters kept, and starts again at page 1 on Apply', async () => {
    const { lastTo } = serve((req) => {
      if (req.url !== '/api/audit-events') return undefined;
      return req.params.page === 2
        ? page([event(1)], 3, 2, 2)
        : page([event(3, { summary: 'Third' }), event(2, { summary: 'Second' })], 3, 1, 2);
    });
    const { user } = await openTab();
    await user.type(screen.getByLabelText('Target ID'), 'SB-ABCDEFGHJK');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Page 1 of 2 (3 in all)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2 (3 in all)')).toBeVisible();
    expect(screen.getByText('Issued SB-ABCDEFGHJK to Meera Iyer')).toBeVisible();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    expect(lastTo('/audit-events')?.params).toEqual({
      target: 'SB-ABCDEFGHJK',
      page: 2,
      pageSize: 20,
    });

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Page 1 of 2 (3 in all)')).toBeVisible();
    expect(lastTo('/audit-events')?.params).toMatchObject({ page: 1 });
  });

  it('says "more than 10,000" for a long log and pages on with the API’s cursor, filters kept', async () => {
    const { sent } = serve((req) => {
      if (req.url !== '/api/audit-events') return undefined;
      const second = req.params.cursor === 'CURSOR-2';
      return {
        status: 200,
        body: {
          success: true,
          data: [event(second ? 9_980 : 10_001, { summary: second ? 'Older' : 'Newest' })],
          total: 10_000,
          totalCapped: true,
          // The second page is the last one.
          nextCursor: second ? null : 'CURSOR-2',
          page: Number(req.params.page ?? 1),
          pageSize: 20,
        },
      };
    });
    const { user } = await openTab();
    await user.type(screen.getByLabelText('Target ID'), 'SB-ABCDEFGHJK');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Page 1 (more than 10,000 in all)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Older')).toBeVisible();
    expect(screen.getByText('Page 2 (more than 10,000 in all)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const lists = sent.filter((r) => r.url === '/api/audit-events').map((r) => r.params);
    expect(lists.at(-1)).toEqual({
      target: 'SB-ABCDEFGHJK',
      page: 2,
      pageSize: 20,
      cursor: 'CURSOR-2',
    });
    // Back to the first page: no cursor starts it.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Newest')).toBeVisible();
    expect(sent.filter((r) => r.url === '/api/audit-events').at(-1)?.params).toEqual({
      target: 'SB-ABCDEFGHJK',
      page: 1,
      pageSize: 20,
    });
  });

  it("shows the server's refusal when the events cannot be loaded", async () => {
    serve((req) =>
      req.url === '/api/audit-events'
        ? { status: 403, body: { success: false, message: 'Administrators only' } }
        : undefined,
    );
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Administrators only');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
