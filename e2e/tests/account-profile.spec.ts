import type { Page } from '@playwright/test';
import authAr from '../../mfe-account/src/features/auth/i18n/ar';
import { english as authEn } from '../../mfe-account/src/features/auth/i18n/en';
import authHi from '../../mfe-account/src/features/auth/i18n/hi';
import profileAr from '../../mfe-account/src/features/my-account/i18n/ar';
import { profileEn } from '../../mfe-account/src/features/my-account/i18n/en';
import profileHi from '../../mfe-account/src/features/my-account/i18n/hi';
import { proveAddress } from '../fixtures/email-proof';
import { screenshot, sidewaysOverflow } from '../fixtures/screens';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { signInOnForm } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

// The Profile section of /account: looked at in English, Hindi and Arabic at a phone's and a
// laptop's width; and a learner deletes their account, after which their certificate still
// verifies by its ID.

let site: RunningSite;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  site = await startSiteWithAdmin();
});
test.afterAll(async () => {
  await site?.stop();
});

const LANGS = {
  en: { prefix: '', auth: authEn, profile: profileEn },
  hi: { prefix: '/hi', auth: authHi, profile: profileHi.profile },
  ar: { prefix: '/ar', auth: authAr, profile: profileAr.profile },
};
const PASSWORD = 'a long learner passphrase';

async function api<T>(
  page: Page,
  method: 'post' | 'get',
  url: string,
  data?: object,
  token?: string,
) {
  const res = await page.request[method](`${site.url}/api${url}`, {
    ...(data ? { data } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** A learner made through the API, address proven, signed in on the page (in English). */
async function learner(page: Page): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `learner${stamp}@example.com`;
  await api(page, 'post', '/users/register', {
    email,
    password: PASSWORD,
    username: `learner${stamp}`,
    phoneNumber: '+91 98765 43210',
    address: '12 Park Street, Mumbai',
    pinCode: '400001',
    country: 'India',
    interest: 'CompTIA Security+',
  });
  await proveAddress(site, { email, password: PASSWORD });
  await page.goto(`${site.url}/login`);
  await signInOnForm(page, authEn.login, { email, password: PASSWORD });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  return email;
}

test('the profile section in English, Hindi and Arabic at 360 and 1366 px', async ({ page }) => {
  await learner(page);
  for (const [lang, words] of Object.entries(LANGS)) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site.url}${words.prefix}/account`);
    const section = page.locator('#profile');
    await expect(
      section.getByRole('heading', { level: 2, name: words.profile.profileTitle }),
    ).toBeVisible();
    await expect(section.getByLabel(words.profile.phoneNumber)).toHaveValue('+91 98765 43210');
    await expect(section.getByRole('button', { name: words.profile.deleteButton })).toBeVisible();
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      // The page settles at the new width, then must not scroll sideways.
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
      await screenshot(section, `profile-${lang}-${width}`);
    }
  }
});

test('a learner deletes their account; their certificate still verifies by its ID', async ({
  page,
}) => {
  const email = await learner(page);
  const admin = await api<{ token: string }>(page, 'post', '/users/login', ADMIN);
  const issued = await api<{ data: { certificateId: string } }>(
    page,
    'post',
    '/certificates',
    { fullName: 'Asha Verma', courseName: 'CompTIA Security+', recipientEmail: email },
    admin.token,
  );
  const id = issued.data.certificateId;

  await page.goto(`${site.url}/account`);
  await page.getByRole('button', { name: profileEn.deleteButton }).click();
  const dialog = page.getByRole('dialog', { name: profileEn.deleteTitle });
  await dialog.getByLabel(profileEn.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: profileEn.deleteConfirm }).click();
  await expect(page.getByText(profileEn.deleted)).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signing in again fails: the address no longer has an account.
  const again = await page.request.post(`${site.url}/api/users/login`, {
    data: { email, password: PASSWORD },
  });
  expect(again.status()).toBe(401);

  await page.goto(`${site.url}/verify-certificate/${id}`);
  await expect(page.getByText('Asha Verma').first()).toBeVisible();
  await expect(page.getByText('CompTIA Security+').first()).toBeVisible();
});
