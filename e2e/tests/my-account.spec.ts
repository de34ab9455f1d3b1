import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { shots } from '../fixtures/screens';
import adminCertificatesAr from '../../mfe-account/src/features/admin-certificates/i18n/ar';
import { adminCertificatesEn } from '../../mfe-account/src/features/admin-certificates/i18n/en';
import authAr from '../../mfe-account/src/features/auth/i18n/ar';
import { english as authEn } from '../../mfe-account/src/features/auth/i18n/en';
import myAccountAr from '../../mfe-account/src/features/my-account/i18n/ar';
import { myAccountEn } from '../../mfe-account/src/features/my-account/i18n/en';
import myAccountHi from '../../mfe-account/src/features/my-account/i18n/hi';
import correctionsAr from '../../mfe-account/src/features/admin-corrections/i18n/ar';
import { adminCorrectionsEn } from '../../mfe-account/src/features/admin-corrections/i18n/en';
import correctionsHi from '../../mfe-account/src/features/admin-corrections/i18n/hi';
import { nameCorrectionEn } from '../../mfe-account/src/features/my-account/i18n/name-correction-en';
import chromeAr from '../../shell/src/app/layout/i18n/ar';
import { chromeEn } from '../../shell/src/app/layout/i18n/en';
import { verifyWithLibraries, type Json } from '../fixtures/credentials';
import { mailsTo, proofCode } from '../fixtures/email-proof';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { signInOnForm } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

// The learner's own page, end to end: an admin issues a certificate, with a misspelt name, to an
// address that has no account yet; the learner signs up with that address, proves it with the
// e-mailed code, opens My account from the account menu, sees the certificate as valid, downloads
// its signed credential and verifies it with the W3C libraries, then asks for the name to be
// corrected. An admin approves the correction in the admin panel; the learner's page shows the
// corrected certificate as valid and the old one as revoked, and the same libraries say so of
// the two credentials. In English and in Arabic; the account page, the correction form and the
// admin tab are looked at in English, Hindi and Arabic at both widths.

let site: RunningSite;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  site = await startSiteWithAdmin();
});
test.afterAll(async () => {
  await site?.stop();
});

type Lang = 'en' | 'ar';
const at = (lang: Lang | 'hi', address: string) => (lang === 'en' ? address : `/${lang}${address}`);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
/** A text with `{…}` values as a pattern (values are isolated for the page's direction). */
const pattern = (text: string) =>
  new RegExp(
    text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
  );

/** What each journey reads and types, in its language (from the site's own texts). */
const WORDS = {
  en: {
    auth: authEn,
    certificates: adminCertificatesEn,
    account: myAccountEn,
    chrome: chromeEn,
    correction: nameCorrectionEn,
    admin: adminCorrectionsEn,
    issuedMail: /has issued your certificate for CompTIA Security\+/,
    names: ['Asha Vrma', 'Asha Verma'] as const,
    reason: 'Typo in surname',
    note: 'Matches the ID',
  },
  ar: {
    auth: authAr,
    certificates: adminCertificatesAr.adminCertificates,
    account: myAccountAr.myAccount,
    chrome: chromeAr,
    correction: myAccountAr.nameCorrection,
    admin: correctionsAr.adminCorrections,
    issuedMail: /أصدرت .+ شهادتك في CompTIA Security\+/,
    names: ['ليلى حدد', 'ليلى حداد'] as const,
    reason: 'خطأ إملائي',
    note: 'يطابق الهوية',
  },
};
/** The Hindi pages looked at beside the English journey. */
const HINDI = {
  account: myAccountHi.myAccount,
  correction: myAccountHi.nameCorrection,
  admin: correctionsHi.adminCorrections,
};

async function newPage(browser: Browser, width = 1366): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  return context.newPage();
}

/** A page signed in as the admin, in `lang`. */
async function adminPage(browser: Browser, lang: Lang): Promise<Page> {
  const { auth } = WORDS[lang];
  const page = await newPage(browser);
  await page.goto(`${site.url}${at(lang, '/login')}`);
  await signInOnForm(page, auth.login, ADMIN);
  return page;
}

/** The admin, in the journey's language, issues a certificate to `email` from the admin panel. */
async function adminIssues(browser: Browser, lang: Lang, email: string, fullName: string) {
  const { certificates } = WORDS[lang];
  const page = await adminPage(browser, lang);
  await page.goto(`${site.url}${at(lang, '/admin-panel')}`);
  await page.getByRole('tab', { name: certificates.tab, exact: true }).click();
  await page.getByLabel(certificates.fullName, { exact: true }).fill(fullName);
  await page.getByLabel(certificates.courseName, { exact: true }).fill('CompTIA Security+');
  await page.getByLabel(certificates.recipientEmail).fill(email);
  // No account has this address: the e-mail goes in the language chosen here, the page's.
  await expect(page.getByLabel(certificates.emailLang)).toHaveValue(lang);
  await page.getByRole('button', { name: certificates.issue, exact: true }).click();
  await expect(page.getByText(new RegExp(`SB-[A-Z0-9-]+`)).first()).toBeVisible();
  await page.context().close();
}

/** The admin panel's Name corrections tab, in `lang`. */
async function correctionsTab(page: Page, lang: Lang | 'hi') {
  const admin = lang === 'hi' ? HINDI.admin : WORDS[lang].admin;
  await page.goto(`${site.url}${at(lang, '/admin-panel')}`);
  await page.getByRole('tab', { name: admin.tab, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: admin.title })).toBeVisible();
}

/** Signs up in `lang` with `email` and signs in, on the page. */
async function signUp(page: Page, lang: Lang, email: string, password: string) {
  const { auth } = WORDS[lang];
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto(`${site.url}${at(lang, '/signup')}`);
  await page.getByLabel(auth.signup.email).fill(email);
  await page.getByLabel(auth.signup.password, { exact: true }).fill(password);
  await page.getByLabel(auth.signup.username).fill(`learner${stamp}`);
  await page.getByLabel(auth.signup.phoneNumber).fill('+91 98765 43210');
  await page.getByLabel(auth.signup.address).fill('12 Park Street, Mumbai');
  await page.getByLabel(auth.signup.country).selectOption({ index: 1 });
  await page.getByLabel(auth.signup.pinCode).fill('400001');
  await page.getByLabel(auth.signup.interest).selectOption({ index: 1 });
  await page.getByRole('button', { name: auth.signup.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}$`));
  await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
  await signInOnForm(page, auth.login, { email, password });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

/** The certificates region of My account, in `lang`, freshly loaded. */
async function certificatesOn(page: Page, lang: Lang | 'hi') {
  const account = lang === 'hi' ? HINDI.account : WORDS[lang].account;
  await page.goto(`${site.url}${at(lang, '/account')}`);
  return page.getByRole('region', { name: account.certificatesTitle });
}

/** Opens the name-correction form on the card of `certificateId`. */
async function openCorrection(page: Page, lang: Lang | 'hi', certificateId: string) {
  const correction = lang === 'hi' ? HINDI.correction : WORDS[lang].correction;
  const card = (await certificatesOn(page, lang))
    .getByRole('listitem')
    .filter({ hasText: certificateId });
  await card.getByRole('button', { name: pattern(correction.askNamed) }).click();
  await expect(card.getByLabel(correction.newName)).toBeFocused();
  return card;
}

const credentialOf = async (certificateId: string): Promise<Json> =>
  (await fetch(`${site.url}/api/certificates/${certificateId}/credential`)).json() as Promise<Json>;

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a certificate issued before sign-up shows on My account once the address is proven; its credential verifies, and a name correction replaces it`, async ({
    browser,
  }) => {
    // An admin's issue, sign-up, proof, the download, the request, the admin's decision and the
    // screenshots at both widths: a few minutes on a busy CI machine.
    test.setTimeout(240_000);
    const words = WORDS[lang];
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const learner = {
      email: `learner.${lang}.${stamp}@example.com`,
      password: 'Learner-Pass-2026!',
    };
    const [wrong, right] = words.names;

    await adminIssues(browser, lang, learner.email, wrong);
    // The holder is e-mailed the certificate's page, in the language the admin chose (by the
    // job queue, which may take a while on a busy machine).
    let issuedMail = '';
    await expect
      .poll(
        () =>
          (issuedMail = mailsTo(site, learner.email).find((m) => words.issuedMail.test(m)) ?? ''),
        { timeout: 30_000 },
      )
      .not.toBe('');
    const oldId = new RegExp(`${at(lang, '/verify-certificate/')}([A-Z0-9-]+)`).exec(
      issuedMail,
    )?.[1] as string;
    expect(oldId).toMatch(/^SB-/);

    const page = await newPage(browser);
    await signUp(page, lang, learner.email, learner.password);

    // My account, from the account menu.
    await page.getByRole('button', { name: new RegExp(words.chrome.userMenu) }).click();
    await page.getByRole('menuitem', { name: words.chrome.myAccount }).click();
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/account')}$`));
    await expect(page.getByRole('heading', { level: 1, name: words.account.title })).toBeVisible();
    const certificates = page.getByRole('region', { name: words.account.certificatesTitle });
    // Not proven yet: no certificate on the account.
    await expect(certificates.getByText(words.account.notProven)).toBeVisible();
    await expect(certificates.getByRole('listitem')).toHaveCount(0);

    const step = page.getByRole('region', { name: words.auth.emailProof.title });
    await step
      .getByRole('textbox', { name: fill(words.auth.otp.digit, { n: 1, total: 6 }) })
      .click();
    await page.keyboard.type(await proofCode(site, learner.email));
    await page.keyboard.press('Enter');
    await expect(step.getByRole('status')).toHaveText(words.auth.emailProof.proven);

    const card = certificates.getByRole('listitem').filter({ hasText: oldId });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: /CompTIA Security\+/ })).toContainText(
      words.account.status_valid,
    );
    await expect(card.getByText(wrong)).toBeVisible();
    await expect(
      card.getByRole('img', { name: fill(words.account.qrLabel, { id: oldId }) }),
    ).toHaveAttribute('data-qr-size', /\d+/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // The course's name is isolated for the page's direction: matched by the words around it.
      card.getByRole('link', { name: pattern(words.account.downloadCredentialNamed) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${oldId}.credential.json`);
    const credential = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as Json;
    // The signed credential of that certificate, exactly as the site publishes it, naming its
    // holder by a salted hash of the address and never by the address itself; the W3C libraries
    // verify it against the site's did.json and status list.
    expect(credential).toEqual(await credentialOf(oldId));
    expect(credential.id).toBe(`${site.url}/verify-certificate/${oldId}`);
    expect(credential.type).toContain('OpenBadgeCredential');
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
    });
    expect(credential.credentialSubject.name).toBe(wrong);
    expect(credential.credentialSubject.identifier?.[0]?.identityHash).toMatch(/^sha256\$/);
    expect(JSON.stringify(credential)).not.toContain(learner.email);
    expect(await verifyWithLibraries(credential, site.url)).toEqual({
      verified: true,
      revoked: false,
      error: undefined,
    });

    await shots(page, `${lang}-account`);
    if (lang === 'en') {
      // The same page in Hindi, looked at too.
      const region = await certificatesOn(page, 'hi');
      await expect(
        page.getByRole('heading', { level: 1, name: HINDI.account.title }),
      ).toBeVisible();
      await expect(region.getByText(HINDI.account.status_valid).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shots(page, 'hi-account');
    }

    // The name is misspelt: the learner asks for a correction, in the journey's language.
    let form = await openCorrection(page, lang, oldId);
    const name = form.getByLabel(words.correction.newName);
    await name.fill('');
    await form.getByRole('button', { name: words.correction.send }).click();
    await expect(form.getByText(words.correction.nameLength)).toBeVisible();
    await name.fill(right);
    await form.getByLabel(words.correction.reason).fill(words.reason);
    await shots(page, `${lang}-correction-form`);
    if (lang === 'en') {
      // The same form on the Hindi page, looked at too.
      await openCorrection(page, 'hi', oldId);
      await shots(page, 'hi-correction-form');
      form = await openCorrection(page, 'en', oldId);
      await form.getByLabel(words.correction.newName).fill(right);
      await form.getByLabel(words.correction.reason).fill(words.reason);
    }
    await form.getByRole('button', { name: words.correction.send }).click();
    await expect(form.getByRole('status')).toContainText(right);

    // An admin approves it in the admin panel, in the same language.
    const admin = await adminPage(browser, lang);
    await correctionsTab(admin, lang);
    const row = admin.getByRole('row').filter({ hasText: oldId });
    await expect(row).toContainText(wrong);
    await expect(row).toContainText(right);
    await shots(admin, `${lang}-admin-corrections`);
    if (lang === 'en') {
      await correctionsTab(admin, 'hi');
      await expect(admin.getByRole('row').filter({ hasText: oldId })).toBeVisible();
      await shots(admin, 'hi-admin-corrections');
      await correctionsTab(admin, 'en');
    }
    await admin
      .getByRole('button', { name: fill(words.admin.approveFor, { certificateId: oldId }) })
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(words.admin.noteLabel).fill(words.note);
    await dialog.getByRole('button', { name: words.admin.approveConfirm }).click();
    await expect(admin.getByText(words.admin.none)).toBeVisible();
    await admin.context().close();

    // The learner's page: the corrected certificate valid, the old one revoked and replaced.
    const region = await certificatesOn(page, lang);
    await expect(region.getByRole('listitem')).toHaveCount(2);
    const fresh = region.getByRole('listitem').filter({ hasNotText: oldId });
    await expect(fresh.getByRole('heading')).toContainText(words.account.status_valid);
    await expect(fresh.getByText(right, { exact: true })).toBeVisible();
    const newId = (await fresh.locator('dd bdi').first().textContent())?.trim() ?? '';
    expect(newId).toMatch(/^SB-/);
    const old = region.getByRole('listitem').filter({ hasText: oldId });
    await expect(old.getByRole('heading')).toContainText(words.account.status_revoked);
    await expect(old.getByText(pattern(words.correction.replaced))).toContainText(newId);

    // The W3C libraries agree: the downloaded credential is still genuine but now revoked, and
    // the corrected one, in the right name, is genuine and current.
    expect(await verifyWithLibraries(credential, site.url)).toMatchObject({
      verified: true,
      revoked: true,
    });
    const corrected = await credentialOf(newId);
    expect(corrected.credentialSubject.name).toBe(right);
    expect(await verifyWithLibraries(corrected, site.url)).toEqual({
      verified: true,
      revoked: false,
      error: undefined,
    });
    // The learner was told, in the language they asked in.
    await expect.poll(() => mailsTo(site, learner.email).some((m) => m.includes(newId))).toBe(true);
    await page.context().close();
  });
}
