import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';
import { AccountPage } from './account-page';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'learner-token' });
const learner = staffSession('user', 'learner-token');
const ok = (body: object): Reply => ({ status: 200, body: { success: true, ...body } });

const valid = {
  certificateId: 'SB-7KQ2-M9XD',
  fullName: 'Asha Verma',
  courseName: 'CompTIA Security+',
  issuedBy: 'Skillbridge Academy',
  issueDate: '2026-03-05',
  expiryDate: '2029-03-04',
  status: 'valid',
  signed: true,
  verifications: { total: 1204, last30Days: 3 },
};
const revoked = {
  ...valid,
  verifications: { total: 1, last30Days: 0 },
  certificateId: 'SB-REVO-KED1',
  courseName: 'CompTIA A+',
  expiryDate: null,
  status: 'revoked',
};
const result = {
  attemptId: 'a1',
  assessment: { slug: 'lead-sales', name: 'Lead sales' },
  level: 'easy',
  score: 4,
  total: 5,
  passPercent: 70,
  passed: true,
  submittedAt: '2026-03-06T10:00:00.000Z',
  certificateId: 'SB-7KQ2-M9XD',
  review: null,
};

function serve(routes: Parameters<typeof byRoute>[0]) {
  return fake.serve(
    byRoute({
      'GET /users/me/sessions': ok({ data: [] }),
      'GET /orders': ok({ data: [] }),
      'GET /users/me/results': ok({ data: [] }),
      'GET /users/me/reminders': ok({ data: { enabled: true } }),
      ...routes,
    }),
  );
}

describe('the learner’s account page', () => {
  it('shows each certificate with its status, verification link, QR code, PDF page, credential and LinkedIn links', async () => {
    serve({ 'GET /users/me/certificates': ok({ data: [valid, revoked] }) });
    renderWithProviders(<AccountPage />, { preloadedState: learner, route: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const list = await screen.findByRole('region', { name: 'My certificates' });
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;

    expect(within(first!).getByRole('heading', { name: /CompTIA Security\+/ })).toHaveTextContent(
      'Valid',
    );
    expect(within(first!).getByText('March 5, 2026')).toBeVisible();
    // How often others verified it, counted by the site.
    expect(within(first!).getByText('1,204 times, 3 in the last 30 days')).toBeVisible();
    expect(within(second!).getByText('1 time, 0 in the last 30 days')).toBeVisible();
    const verification = `${window.location.origin}/verify-certificate/SB-7KQ2-M9XD`;
    expect(within(first!).getByRole('link', { name: verification })).toHaveAttribute(
      'href',
      verification,
    );
    expect(
      await within(first!).findByRole('img', {
        name: 'QR code of the verification link of certificate SB-7KQ2-M9XD',
      }),
    ).toHaveAttribute('data-qr-size');
    expect(
      within(first!).getByRole('link', { name: 'Certificate page and PDF: CompTIA Security+' }),
    ).toHaveAttribute('href', '/verify-certificate/SB-7KQ2-M9XD');
    const credential = within(first!).getByRole('link', {
      name: 'Download the signed credential of CompTIA Security+ (JSON)',
    });
    expect(credential).toHaveAttribute(
      'href',
      '/api/certificates/SB-7KQ2-M9XD/credential?download',
    );
    expect(credential).toHaveAttribute('download', 'SB-7KQ2-M9XD.credential.json');
    const linkedIn = new URL(
      within(first!)
        .getByRole('link', { name: /Add CompTIA Security\+ to your LinkedIn profile/ })
        .getAttribute('href') as string,
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'CompTIA Security+',
      organizationName: 'Skillbridge Academy',
      issueYear: '2026',
      issueMonth: '3',
      expirationYear: '2029',
      expirationMonth: '3',
      certUrl: verification,
      certId: 'SB-7KQ2-M9XD',
    });

    expect(within(second!).getByRole('heading', { name: /CompTIA A\+/ })).toHaveTextContent(
      'Revoked',
    );
    expect(within(second!).getByText('Never expires')).toBeVisible();
    // A revoked certificate is nothing to add to a profile.
    expect(within(second!).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('asks for the e-mail proof when the address is not proven, and lists results and orders', async () => {
    serve({
      'GET /users/me/certificates': {
        status: 409,
        body: { success: false, code: 'EMAIL_NOT_PROVEN', message: 'not proven' },
      },
      'GET /users/me/results': ok({ data: [result] }),
      'GET /orders': ok({
        data: [
          {
            reference: 'SB-ORD-1234',
            createdAt: '2026-03-01T09:00:00.000Z',
            total: 1180000,
            currency: 'INR',
            status: 'paid',
          },
        ],
      }),
    });
    renderWithProviders(<AccountPage />, { preloadedState: learner, route: '/account' });
    expect(
      await screen.findByText(/Confirm your e-mail address with the code we sent you/),
    ).toBeVisible();

    const results = await screen.findByRole('region', { name: 'Assessment results' });
    const row = (await within(results).findAllByRole('row'))[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Lead sales',
      'easy',
      '4 of 5 (80%)',
      'Passed See the result',
      'Mar 6, 2026',
      'No review needed View certificate SB-7KQ2-M9XD',
    ]);

    expect(
      within(row).getByRole('link', { name: 'See the result of Lead sales of Mar 6, 2026' }),
    ).toHaveAttribute('href', '/test?attempt=a1');

    const orders = await screen.findByRole('region', { name: 'My orders' });
    expect(await within(orders).findByRole('link', { name: 'Order SB-ORD-1234' })).toHaveAttribute(
      'href',
      '/orders/SB-ORD-1234',
    );
    expect(within(orders).getByText('Paid')).toBeVisible();
    expect(within(orders).getByText('₹11,800')).toBeVisible();
  });

  it('reaches every section from the links at the top, in Arabic from right to left', async () => {
    serve({ 'GET /users/me/certificates': ok({ data: [valid] }) });
    renderWithProviders(<AccountPage />, {
      preloadedState: learner,
      route: '/account',
      lang: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const nav = screen.getByRole('navigation', { name: 'أقسام حسابك' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#certificates',
      '#reminders',
      '#results',
      '#orders',
      '#profile',
      '#sessions',
    ]);
    expect(await within(nav).findByRole('link', { name: 'الملف الشخصي' })).toBeVisible();
    expect(
      await within(nav).findByRole('link', { name: 'الأماكن التي سجّلت الدخول منها' }),
    ).toBeVisible();
    expect(await screen.findByText('صالحة')).toBeVisible();
  });
});
