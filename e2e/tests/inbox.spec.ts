import type { Browser, Page } from '@playwright/test';
import { shots } from '../fixtures/screens';
import inboxAr from '../../mfe-account/src/features/admin-inbox/i18n/ar';
import inboxHi from '../../mfe-account/src/features/admin-inbox/i18n/hi';
import { adminInboxEn } from '../../mfe-account/src/features/admin-inbox/i18n/en';
import authAr from '../../mfe-account/src/features/auth/i18n/ar';
import authHi from '../../mfe-account/src/features/auth/i18n/hi';
import contactAr from '../../shell/src/features/contact/i18n/ar';
import { contactEn } from '../../shell/src/features/contact/i18n/en';
import { mailsTo } from '../fixtures/email-proof';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { signInOnForm } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

// The inbox of enquiries as people use it: a visitor asks about a course from its page's
// 'Enquire' link; staff find the enquiry in the admin panel's Inbox, assign it, answer it by
// e-mail and mark it won; the answer is in the outbox, in the visitor's language. In English and
// in Arabic (visitor and staff alike); the Inbox looked at in English, Hindi and Arabic at a
// phone's and a laptop's width.

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
const at = (lang: Lang, address: string) => (lang === 'en' ? address : `/${lang}${address}`);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const INBOX = { en: adminInboxEn, hi: inboxHi.adminInbox, ar: inboxAr.adminInbox };
const LOGIN = {
  en: { email: 'E-mail', password: 'Password', submit: 'Log in' },
  hi: authHi.login,
  ar: authAr.login,
};

/** What the visitor reads and types, per language of the journey. */
const VISITOR = {
  en: {
    enquire: 'Enquire about CompTIA Security+',
    contact: contactEn,
    name: 'Asha Verma',
    message: 'When does the next weekend batch of Security+ start?',
    replySubject: 'Your Security+ enquiry',
    replyBody:
      'Hello Asha, the next weekend batch starts on 6 December. We have kept a seat for you.',
  },
  ar: {
    enquire: 'استفسر عن CompTIA Security+',
    contact: contactAr,
    name: 'ليلى حداد',
    message: 'متى تبدأ الدفعة القادمة من Security+ في عطلة نهاية الأسبوع؟',
    replySubject: 'استفسارك عن Security+',
    replyBody: 'مرحبًا ليلى، تبدأ الدفعة القادمة في 6 ديسمبر، وقد حجزنا لك مقعدًا.',
  },
};

/** Staff (the site's admin) signed in on the login page in `lang`, on the admin panel's Inbox. */
async function staffInbox(browser: Browser, lang: Lang): Promise<Page> {
  const words = LOGIN[lang];
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}${at(lang, '/login')}`);
  await signInOnForm(page, words, ADMIN);
  await page.goto(`${site.url}${at(lang, '/admin-panel')}`);
  await page.getByRole('tab', { name: INBOX[lang].tab, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: INBOX[lang].title })).toBeVisible();
  return page;
}

/** Finds the enquiry from `email` by the search and opens it. */
async function openEnquiry(page: Page, lang: Lang, email: string, name: string) {
  const words = INBOX[lang];
  await page.getByLabel(words.search, { exact: true }).fill(email);
  await page.getByRole('button', { name: words.find, exact: true }).click();
  const open = page.getByRole('button', { name: fill(words.openEnquiry, { name }) });
  await expect(open).toHaveCount(1);
  return open;
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a visitor enquires from a course page; staff assign, answer and win it`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const visitor = VISITOR[lang];
    const words = INBOX[lang];
    const email = `visitor.${lang}.${Date.now()}@example.com`;

    // The visitor, on a phone, from the course page's 'Enquire'.
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${at(lang, '/comptia/specialist/security-plus')}`);
    await page.getByRole('link', { name: visitor.enquire }).click();
    await expect(page).toHaveURL(/\/contact-us\?course=CompTIA%20Security%2B$/);
    await expect(page.getByLabel(visitor.contact.subject, { exact: true })).toHaveValue(
      'CompTIA Security+',
    );
    await page.getByLabel(visitor.contact.name, { exact: true }).fill(visitor.name);
    await page.getByLabel(visitor.contact.email, { exact: true }).fill(email);
    await page.getByLabel(visitor.contact.message, { exact: true }).fill(visitor.message);
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: visitor.contact.send }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText(visitor.contact.thanks)).toBeVisible();
    await context.close();

    // Staff, in the same language, at a laptop.
    const staff = await staffInbox(browser, lang);
    const open = await openEnquiry(staff, lang, email, visitor.name);
    const row = staff.getByRole('row').filter({ has: open });
    // The course it came from, under its subject (which the page filled in with it too).
    await expect(row.locator('small')).toHaveText('CompTIA Security+');
    await expect(row.getByText(words.new, { exact: true })).toBeVisible();
    await shots(staff, `${lang}-inbox-list`);
    await open.click();
    await expect(
      staff.getByRole('heading', {
        level: 2,
        name: fill(words.enquiryTitle, { name: visitor.name }),
      }),
    ).toBeFocused();
    await expect(staff.getByText(visitor.message)).toBeVisible();

    await staff.getByLabel(words.assignTo, { exact: true }).selectOption({ label: ADMIN.email });
    await staff.getByRole('button', { name: words.assign, exact: true }).click();
    await expect(staff.getByText(words.assigned, { exact: true }).first()).toBeVisible();

    // The reply is written in the visitor's language unless staff choose another.
    await expect(staff.getByLabel(words.replyLanguage, { exact: true })).toHaveValue(lang);
    await staff.getByLabel(words.replySubject, { exact: true }).fill(visitor.replySubject);
    await staff.getByLabel(words.replyBody, { exact: true }).fill(visitor.replyBody);
    await staff.getByRole('button', { name: words.send, exact: true }).click();
    await expect(staff.getByText(fill(words.sent, { email }))).toBeVisible();
    await expect(staff.getByLabel(words.status, { exact: true })).toHaveValue('contacted');

    await staff.getByLabel(words.status, { exact: true }).selectOption('won');
    await staff.getByRole('button', { name: words.setStatus, exact: true }).click();
    await expect(staff.getByText(words.statusSaved, { exact: true }).first()).toBeVisible();
    const timeline = staff.getByRole('list', { name: words.timeline });
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline).toContainText(visitor.replyBody);
    await shots(staff, `${lang}-inbox-detail`);

    // The answer went through the outbox, in the visitor's language, with the site's line.
    await expect
      .poll(() => mailsTo(site, email).find((m) => m.includes(visitor.replyBody)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const mail = mailsTo(site, email).find((m) => m.includes(visitor.replyBody))!;
    expect(mail).toMatch(lang === 'ar' ? /هذا ردّ/ : /This is .*’s reply to your enquiry/);

    // Back in the list it is won, and assigned.
    await staff.getByRole('button', { name: words.back }).click();
    const after = staff.getByRole('row').filter({
      has: staff.getByRole('button', { name: fill(words.openEnquiry, { name: visitor.name }) }),
    });
    await expect(after.getByText(words.won, { exact: true })).toBeVisible();
    await expect(after.getByText(ADMIN.email)).toBeVisible();
    await staff.context().close();
  });
}

test('hi: staff read the Inbox and an enquiry in Hindi at both widths', async ({ browser }) => {
  test.setTimeout(180_000);
  const staff = await staffInbox(browser, 'hi');
  const words = INBOX.hi;
  await expect(staff.getByRole('cell', { name: 'Asha Verma' }).first()).toBeVisible();
  await shots(staff, 'hi-inbox-list');
  await staff
    .getByRole('button', { name: fill(words.openEnquiry, { name: 'Asha Verma' }) })
    .first()
    .click();
  await expect(staff.getByRole('list', { name: words.timeline })).toBeVisible();
  await expect(staff.getByText(words.work)).toBeVisible();
  await shots(staff, 'hi-inbox-detail');
  await staff.context().close();
});
