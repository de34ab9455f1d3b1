// The Sign-in security tab's tests share these answers of the API, the admin and the helpers.
import { screen } from '@testing-library/react';
import type { Lang } from 'shared';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { AccountSecurityPanel } from './account-security';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

export let api: ReturnType<typeof mockApi> | undefined;
export const originalCreate = URL.createObjectURL;
export const originalRevoke = URL.revokeObjectURL;

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));
afterEach(() => {
  api?.restore();
  api = undefined;
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

export const admin = staffSession();

export type Reply = { status: number; body?: unknown };
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
export function serve(routes: Record<string, Reply | ((req: Recorded) => Reply)>) {
  api = mockApi((req) => {
    const route = routes[`${req.method} ${req.url.replace(/^\/api/, '')}`];
    if (route) return typeof route === 'function' ? route(req) : route;
    return { status: 200, body: { success: true, data: [], total: 0, page: 1, pageSize: 20 } };
  });
  return api;
}

export const sent = (method: string, path: string) =>
  api?.requests.filter((r) => r.method === method && r.url === `/api${path}`) ?? [];

export async function openTab(lang?: Lang) {
  const rendered = renderWithProviders(<AccountSecurityPanel />, { preloadedState: admin, lang });
  expect(await screen.findByRole('heading', { level: 2, name: 'Sign-in security' })).toBeVisible();
  return rendered;
}

export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
