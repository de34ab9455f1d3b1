import type { Page } from '@playwright/test';
import myAccountAr from '../../mfe-account/src/features/my-account/i18n/ar';
import { myAccountEn } from '../../mfe-account/src/features/my-account/i18n/en';
import myAccountHi from '../../mfe-account/src/features/my-account/i18n/hi';
import { proveAddress } from '../fixtures/email-proof';
import { shots } from '../fixtures/screens';
import { startSite, type RunningSite } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

// The renewal reminders' switch on My account: a learner with a proven address turns the
// reminders off, and the choice is kept after a reload; the section is looked at in English,
// Hindi and Arabic at a phone's and a laptop's width.

let site: RunningSite;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  site = await startSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const TEXTS = { en: myAccountEn, hi: myAccountHi.myAccount, ar: myAccountAr.myAccount };
const at = (lang: keyof typeof TEXTS, address: string) =>
  lang === 'en' ? address : `/${lang}${address}`;

/** Signs up through the API, proves the address, and stores the session in the page. */
async function provenLearner(page: Page) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const person = { email: `reminders.${stamp}@example.com`, password: 'Learner-Pass-2026!' };
  const res = await fetch(`${site.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...person, username: `learner${stamp}` }),
  });
  expect(res.status).toBe(201);
  await proveAddress(site, person);
  const login = await fetch(`${site.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(person),
  });
  const session = (await login.json()) as { token: string; user: Record<string, unknown> };
  await page.goto(site.url);
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('username', String(s.user.username));
    localStorage.setItem('role', String(s.user.role));
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

test('a learner turns the renewal reminders off on My account, and the choice is kept', async ({
  page,
}) => {
  await provenLearner(page);
  for (const lang of ['en', 'hi', 'ar'] as const) {
    const t = TEXTS[lang];
    await page.goto(`${site.url}${at(lang, '/account')}`);
    const section = page.getByRole('region', { name: t.remindersTitle });
    const box = section.getByRole('checkbox', { name: t.remindersLabel });
    if (lang === 'en') {
      await expect(box).toBeChecked();
      await box.click();
      await expect(section.getByRole('status')).toHaveText(t.remindersOff);
      await page.reload();
    }
    await expect(box).not.toBeChecked();
    await shots(page, `${lang}-reminders`, { focus: '#reminders' });
  }
});
