// The Sign-in security tab's tests share these answers of the API, the admin and the helpers.
import { screen } from '@testing-library/react';
import type { Lang } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { AccountSecurityPanel } from './account-security';
import { restoreDownloadsAfterEach } from '../../../testing/downloads';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });
restoreDownloadsAfterEach();

export const admin = staffSession();

export const ok = (body: object): Reply => ({ status: 200, body: { success: true, ...body } });
export const status = (enabled: boolean, required = false, recoveryCodesLeft = enabled ? 10 : 0) =>
  ok({ enabled, required, recoveryCodesLeft });

export const codes = Array.from(
  { length: 10 },
  (_, i) => `ABCD-EFGH-JK${String(i).padStart(2, '2')}`,
);
export const secret = 'JBSWY3DPEHPK3PXP';
export const enrolment = ok({
  secret,
  otpauthUri: `otpauth://totp/Skillbridge:asha%40example.com?secret=${secret}&issuer=Skillbridge`,
});

export const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const firefoxOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
export const sessions = [
  {
    id: '0b7c6d4e-1111-4a2b-8c3d-000000000002',
    userAgent: firefoxOnLinux,
    ip: '198.51.100.2',
    createdAt: '2026-03-01T12:00:00.000Z',
    lastUsedAt: '2026-03-04T12:00:00.000Z',
    current: false,
  },
  {
    id: '0b7c6d4e-1111-4a2b-8c3d-000000000001',
    userAgent: chromeOnWindows,
    ip: '203.0.113.7',
    createdAt: '2026-03-05T12:00:00.000Z',
    lastUsedAt: '2026-03-05T12:30:00.000Z',
    current: true,
  },
];

/** Answers the security routes with `routes` ('GET /users/me/mfa'…), anything else with an empty page. */
export const serve = (routes: Parameters<typeof byRoute>[0]) => fake.serve(byRoute(routes));

export const sent = fake.sent;

export async function openTab(lang?: Lang) {
  const rendered = renderWithProviders(<AccountSecurityPanel />, { preloadedState: admin, lang });
  expect(await screen.findByRole('heading', { level: 2, name: 'Sign-in security' })).toBeVisible();
  return rendered;
}
