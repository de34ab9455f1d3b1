import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from '../fixtures/test';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { proveAddress } from '../fixtures/email-proof';

// The two-step sign-in journey on a site with the production policy (ADMIN_REQUIRE_MFA=true):
// the admin is led through enrolment, scans (reads the key shown beside the QR code), signs out,
// signs in with a code, then with a recovery code; another admin sees both sign-ins in the audit
// log.
let site: RunningSite;

test.beforeAll(async () => {
  site = await startSiteWithAdmin({ ADMIN_REQUIRE_MFA: 'true' });
});
test.afterAll(async () => {
  await site?.stop();
});

/** The code of `key` for the 30-second step `offset` steps from now. */
const codeFor = (key: string, offset = 0) =>
  generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto(`${site.url}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page) {
  // Logging out shows the login page at once, then loads it afresh once the server has ended the
  // session: done when that load has come, so the next navigation does not race it.
  const reloaded = page.waitForResponse(
    (res) => res.request().resourceType() === 'document' && /\/login$/.test(res.url()),
  );
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${site.url}/api${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A second admin, with its factor on (enrolled through the API), signed in on its own page. The
 * first admin makes it admin with a code of their own factor (`stepUpCode`), once its address is
 * proven.
 */
async function otherAdmin(
  browser: Browser,
  firstAdminToken: string,
  stepUpCode: string,
): Promise<Page> {
  const tag = Date.now().toString(36);
  const person = {
    email: `auditor-${tag}@example.com`,
    username: `auditor${tag}`,
    password: `Steady-Lantern-${tag}`,
  };
  await api('/users/register', { method: 'POST', body: JSON.stringify(person) });
  await proveAddress(site, person);
  const { data } = await api<{ data: Array<{ id: string }> }>(
    `/users?search=${encodeURIComponent(person.email)}`,
    { token: firstAdminToken },
  );
  await api(`/users/${data[0]!.id}`, {
    method: 'PATCH',
    token: firstAdminToken,
    body: JSON.stringify({ role: 'admin', code: stepUpCode }),
  });
  const { token } = await api<{ token: string }>('/users/login', {
    method: 'POST',
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  const { secret } = await api<{ secret: string }>('/users/me/mfa/totp', { method: 'POST', token });
  await api('/users/me/mfa/totp/confirm', {
    method: 'POST',
    token,
    body: JSON.stringify({ code: await codeFor(secret) }),
  });
  const page = await (await browser.newContext()).newPage();
  await passwordStep(page, person.email, person.password);
  await page.getByLabel('Code from the app').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  return page;
}

test('an admin enrols, signs in with a code, then with a recovery code; another admin sees both sign-ins', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The password alone opens only the enrolment: the admin panel shows nothing else.
  await passwordStep(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await page.goto(`${site.url}/admin-panel`);
  await expect(
    page.getByText('Administrators must turn on two-step sign-in before using the admin panel.'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Certificates' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.locator('[role="img"] svg')).toBeVisible();
  const key = ((await page.getByText(/^Key: /).textContent()) ?? '')
    .replace(/^Key:/, '')
    .replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill(await codeFor(key));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();

  const codesList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((c) =>
    c.trim(),
  );
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('tab', { name: 'Certificates' })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // Sign out: the session ends on the server too.
  await logOut(page);
  const stale = await fetch(`${site.url}/api/users/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stale.status).toBe(401);

  // Sign in with the password and a code (the next step's: the enrolment used this one's).
  await passwordStep(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expect(page.getByLabel('Code from the app')).toBeFocused();
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not valid');
  await page.getByLabel('Code from the app').fill(await codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await logOut(page);

  // Then with a recovery code, which works once.
  await passwordStep(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  const adminToken = await page.evaluate(() => window.localStorage.getItem('token'));

  // Another admin reads both sign-ins in the audit log.
  // Making an admin needs a code of the acting admin's own factor: an unused recovery code.
  const auditor = await otherAdmin(browser, adminToken!, recoveryCodes[1]!);
  await auditor.goto(`${site.url}/admin-panel`);
  await auditor.getByRole('tab', { name: 'Audit log' }).click();
  await auditor.getByLabel('Actor (e-mail or user ID)').fill(ADMIN.email);
  await auditor.getByLabel('Action', { exact: true }).selectOption('auth.login');
  await auditor.getByRole('button', { name: 'Apply' }).click();
  const table = auditor.getByRole('table');
  // The filtered list: the header and this admin's three sign-ins (the unfiltered one, still on
  // screen until the answer comes, holds the auditor's sign-in with a code too).
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(
    table.getByText('Signed in (admin) with a password and an authenticator code'),
  ).toBeVisible();
  await expect(
    table.getByText('Signed in (admin) with a password and a recovery code'),
  ).toBeVisible();
  await expect(
    table.getByText(
      'Signed in (admin) with a password; only enrolment in two-step sign-in is allowed',
    ),
  ).toBeVisible();
  await auditor.context().close();
});
