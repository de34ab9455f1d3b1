import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { shots } from '../fixtures/screens';
import homeAr from '../../mfe-account/src/features/admin-home/i18n/ar';
import homeHi from '../../mfe-account/src/features/admin-home/i18n/hi';
import { adminHomeEn } from '../../mfe-account/src/features/admin-home/i18n/en';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

// The admin home: an admin signs in and the panel opens on it; a certificate verified twice on
// its public page shows in the figures and the 30-day chart (the API writes its counts every
// few seconds); a figure's link opens the tab behind it. Looked at in English, Hindi and
// Arabic at a phone's width and a laptop's, never scrolling sideways, and checked by axe.

let site: RunningSite;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  site = await startSiteWithAdmin();
});
test.afterAll(async () => {
  await site?.stop();
});

type Lang = 'en' | 'hi' | 'ar';
const TEXTS = { en: adminHomeEn, hi: homeHi.adminHome, ar: homeAr.adminHome };
const at = (lang: Lang, address: string) => (lang === 'en' ? address : `/${lang}${address}`);

async function signedInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin-panel`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-panel$/);
  return page;
}

test('the admin home counts a certificate verified on its page and opens the tab behind a figure', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const login = await fetch(`${site.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const issued = await fetch(`${site.url}/api/certificates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ fullName: 'Meera Iyer', courseName: 'CompTIA Network+' }),
  });
  expect(issued.status).toBe(201);
  const { certificateId } = ((await issued.json()) as { data: { certificateId: string } }).data;

  // A visitor verifies it twice on its public page.
  const visitor = await browser.newPage();
  for (let i = 0; i < 2; i += 1) {
    await visitor.goto(`${site.url}/verify-certificate/${certificateId}`);
    await expect(visitor.getByText(certificateId).first()).toBeVisible();
  }
  await visitor.close();

  const page = await signedInAdmin(browser);
  const en = TEXTS.en;
  await expect(page.getByRole('tab', { name: en.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: en.title })).toBeVisible();
  const issuedToday = page.getByRole('article').filter({
    has: page.getByRole('link', { name: en.certificatesToday }),
  });
  await expect(issuedToday).toContainText('1');
  // The counts reach the database within a few seconds: the home shows them once they have.
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByText(/^2 verifications in the last 30 days; the busiest day was .+, with 2\.$/),
    ).toBeVisible({ timeout: 10_000 });
    // A reload of the whole panel may itself take seconds when four browsers share two cores.
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('img', { name: en.chartLabel })).toBeVisible();
  await expect(
    page.getByRole('img', { name: en.chartLabel }).locator('canvas').first(),
  ).toBeVisible();
  await shots(page, 'en-admin-home');

  // A figure's link opens its tab, in the address too.
  await issuedToday.getByRole('link', { name: en.certificatesToday }).click();
  await expect(page).toHaveURL(/\/admin-panel\?tab=certificates$/);
  await expect(page.getByRole('tab', { name: 'Certificates' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = page.getByRole('row').filter({ hasText: certificateId });
  await expect(row).toContainText('2');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: en.title })).toBeVisible();

  for (const lang of ['hi', 'ar'] as const) {
    const texts = TEXTS[lang];
    await page.goto(`${site.url}${at(lang, '/admin-panel?tab=home')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    await expect(page.getByRole('img', { name: texts.chartLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.certificatesToday })).toBeVisible();
    await shots(page, `${lang}-admin-home`);
    const results = await new AxeBuilder({ page }).include('#admin-panel-home').analyze();
    expect({ lang, violations: results.violations.map((v) => `${v.id}: ${v.help}`) }).toEqual({
      lang,
      violations: [],
    });
  }
  await page.context().close();
});
