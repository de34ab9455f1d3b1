import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import Stripe from 'stripe';
import pricesAr from '../../mfe-account/src/features/admin-voucher-products/i18n/ar';
import pricesHi from '../../mfe-account/src/features/admin-voucher-products/i18n/hi';
import stockAr from '../../mfe-account/src/features/admin-vouchers/i18n/ar';
import stockHi from '../../mfe-account/src/features/admin-vouchers/i18n/hi';
import batchesAr from '../../mfe-account/src/features/admin-batches/i18n/ar';
import batchesHi from '../../mfe-account/src/features/admin-batches/i18n/hi';
import couponsAr from '../../mfe-account/src/features/admin-coupons/i18n/ar';
import couponsHi from '../../mfe-account/src/features/admin-coupons/i18n/hi';
import emailsAr from '../../mfe-account/src/features/admin-emails/i18n/ar';
import emailsHi from '../../mfe-account/src/features/admin-emails/i18n/hi';
import paymentsAr from '../../mfe-account/src/features/admin-payments/i18n/ar';
import paymentsHi from '../../mfe-account/src/features/admin-payments/i18n/hi';
import staffOrdersAr from '../../mfe-account/src/features/admin-orders/i18n/ar';
import staffOrdersHi from '../../mfe-account/src/features/admin-orders/i18n/hi';
import authAr from '../../mfe-account/src/features/auth/i18n/ar';
import authHi from '../../mfe-account/src/features/auth/i18n/hi';
import checkoutAr from '../../mfe-payments/src/features/checkout/i18n/ar';
import checkoutHi from '../../mfe-payments/src/features/checkout/i18n/hi';
import ordersAr from '../../mfe-payments/src/features/orders/i18n/ar';
import ordersHi from '../../mfe-payments/src/features/orders/i18n/hi';
import { mailsTo, proofCode } from '../fixtures/email-proof';
import { shots } from '../fixtures/screens';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { signInOnForm } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

// Buying from the site as a visitor does: signing up, proving the address, choosing on a course
// page, checking out, paying, and staff confirming the payment; then the codes, the invoice and
// the e-mails. In English and in Hindi, by bank transfer with a bank statement; and a seat by
// card, confirmed by the card provider's signed webhook (its hosted page is Stripe's own and
// cannot be reached from here: the journey goes from the order page to the webhook Stripe sends).

const WEBHOOK_SECRET = 'whsec_e2e_journeys';
let site: RunningSite;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  site = await startSiteWithAdmin({
    STRIPE_SECRET_KEY: 'sk_test_e2e_journeys',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
test.afterAll(async () => {
  await site?.stop();
});

type Lang = 'en' | 'hi' | 'ar';
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** The words a buyer reads, in each language of the journey (Hindi's from the site's texts). */
const WORDS = {
  en: {
    signupEmail: 'E-mail',
    signupPassword: 'Password',
    username: 'Username',
    phone: 'Phone number',
    address: 'Address',
    country: 'Country',
    pinCode: 'PIN / postal code',
    interest: 'Interested in',
    createAccount: 'Create account',
    loginEmail: 'E-mail',
    loginPassword: 'Password',
    logIn: 'Log in',
    loginTitle: 'Log in',
    proofTitle: 'Confirm your e-mail address',
    digit: 'Code digit {n} of {total}',
    proven: 'Your e-mail address is confirmed.',
    proofVerify: 'Confirm e-mail',
    proofRequired: 'Please enter the 6-digit code.',
    quantity: 'Quantity',
    billingName: 'Name on the invoice',
    billingAddress: 'Address',
    inIndia: 'In India',
    state: 'State or union territory',
    bank: 'Bank transfer',
    card: 'Card',
    attendee: 'Name of attendee {n}',
    placeOrder: 'Place order',
    awaiting: 'Awaiting payment',
    upiLabel: 'UPI QR code to pay {amount} for order {reference}',
    fulfilled: 'Paid and delivered',
    reveal: 'Show my voucher codes',
    invoice: 'Download the invoice {number} (PDF)',
    payByCard: 'Pay by card',
    seatsConfirmed: 'Your seats are confirmed.',
    paymentsTab: 'Payments to confirm',
    ordersTab: 'Orders',
    csvFile: 'Bank statement (CSV)',
    match: 'Match the statement',
    tickRow: 'Confirm row {row}: {reference}',
    confirmTicked: 'Confirm the ticked payments',
    record: 'Record the payment',
    outcomeFulfilled: 'Recorded: the order is fulfilled',
    otherStaffTabs: 'Prices|Voucher stock|Batches|Coupons|Failed e-mails',
  },
  hi: {
    signupEmail: authHi.signup.email,
    signupPassword: authHi.signup.password,
    username: authHi.signup.username,
    phone: authHi.signup.phoneNumber,
    address: authHi.signup.address,
    country: authHi.signup.country,
    pinCode: authHi.signup.pinCode,
    interest: authHi.signup.interest,
    createAccount: authHi.signup.submit,
    loginEmail: authHi.login.email,
    loginPassword: authHi.login.password,
    logIn: authHi.login.submit,
    loginTitle: authHi.login.title,
    proofTitle: authHi.emailProof.title,
    digit: authHi.otp.digit,
    proven: authHi.emailProof.proven,
    proofVerify: authHi.emailProof.verify,
    proofRequired: authHi.emailProof.otpRequired,
    quantity: checkoutHi.quantity,
    billingName: checkoutHi.billingName,
    billingAddress: checkoutHi.billingAddress,
    inIndia: checkoutHi.inIndia,
    state: checkoutHi.state,
    bank: checkoutHi.methodBank,
    card: checkoutHi.methodCard,
    attendee: checkoutHi.attendee,
    placeOrder: checkoutHi.placeOrder,
    awaiting: ordersHi.statusAwaitingPayment,
    upiLabel: ordersHi.upiQrLabel,
    fulfilled: ordersHi.statusFulfilled,
    reveal: ordersHi.vouchersReveal,
    invoice: ordersHi.invoiceDownload,
    payByCard: ordersHi.cardPay,
    seatsConfirmed: ordersHi.seatsConfirmed.split(/[।.]/)[0]!,
    paymentsTab: paymentsHi.adminPayments.tab,
    ordersTab: staffOrdersHi.adminOrders.tab,
    csvFile: paymentsHi.adminPayments.csvFile,
    match: paymentsHi.adminPayments.match,
    tickRow: paymentsHi.adminPayments.tickRow,
    confirmTicked: paymentsHi.adminPayments.confirmTicked,
    record: paymentsHi.adminPayments.record,
    outcomeFulfilled: paymentsHi.adminPayments.outcomeFulfilled,
    otherStaffTabs: [
      pricesHi.adminPrices.tab,
      stockHi.adminVoucherStock.tab,
      batchesHi.adminBatches.tab,
      couponsHi.adminCoupons.tab,
      emailsHi.adminEmails.tab,
    ].join('|'),
  },
  ar: {
    signupEmail: authAr.signup.email,
    signupPassword: authAr.signup.password,
    username: authAr.signup.username,
    phone: authAr.signup.phoneNumber,
    address: authAr.signup.address,
    country: authAr.signup.country,
    pinCode: authAr.signup.pinCode,
    interest: authAr.signup.interest,
    createAccount: authAr.signup.submit,
    loginEmail: authAr.login.email,
    loginPassword: authAr.login.password,
    logIn: authAr.login.submit,
    loginTitle: authAr.login.title,
    proofTitle: authAr.emailProof.title,
    digit: authAr.otp.digit,
    proven: authAr.emailProof.proven,
    proofVerify: authAr.emailProof.verify,
    proofRequired: authAr.emailProof.otpRequired,
    quantity: checkoutAr.quantity,
    billingName: checkoutAr.billingName,
    billingAddress: checkoutAr.billingAddress,
    inIndia: checkoutAr.inIndia,
    state: checkoutAr.state,
    bank: checkoutAr.methodBank,
    card: checkoutAr.methodCard,
    attendee: checkoutAr.attendee,
    placeOrder: checkoutAr.placeOrder,
    awaiting: ordersAr.statusAwaitingPayment,
    upiLabel: ordersAr.upiQrLabel,
    fulfilled: ordersAr.statusFulfilled,
    reveal: ordersAr.vouchersReveal,
    invoice: ordersAr.invoiceDownload,
    payByCard: ordersAr.cardPay,
    seatsConfirmed: ordersAr.seatsConfirmed.split(/[।.]/)[0]!,
    paymentsTab: paymentsAr.adminPayments.tab,
    ordersTab: staffOrdersAr.adminOrders.tab,
    csvFile: paymentsAr.adminPayments.csvFile,
    match: paymentsAr.adminPayments.match,
    tickRow: paymentsAr.adminPayments.tickRow,
    confirmTicked: paymentsAr.adminPayments.confirmTicked,
    record: paymentsAr.adminPayments.record,
    outcomeFulfilled: paymentsAr.adminPayments.outcomeFulfilled,
    otherStaffTabs: [
      pricesAr.adminPrices.tab,
      stockAr.adminVoucherStock.tab,
      batchesAr.adminBatches.tab,
      couponsAr.adminCoupons.tab,
      emailsAr.adminEmails.tab,
    ].join('|'),
  },
} satisfies Record<Lang, Record<string, string>>;

const escaped = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const at = (lang: Lang, address: string) => (lang === 'en' ? address : `/${lang}${address}`);

interface Buyer {
  email: string;
  password: string;
  page: Page;
}

/** Signs up in `lang`, logs in and proves the address with the e-mailed code, all on the page. */
async function newBuyer(browser: Browser, lang: Lang, width: number): Promise<Buyer> {
  const words = WORDS[lang];
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const buyer = { email: `buyer.${lang}.${stamp}@example.com`, password: 'Buyer-Passphrase-2026!' };
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}${at(lang, '/signup')}`);
  await page.getByLabel(words.signupEmail).fill(buyer.email);
  await page.getByLabel(words.signupPassword, { exact: true }).fill(buyer.password);
  await page.getByLabel(words.username).fill(`buyer${stamp}`);
  await page.getByLabel(words.phone).fill('+91 98765 43210');
  await page.getByLabel(words.address).fill('12 Park Street, Mumbai');
  await page.getByLabel(words.country).selectOption({ index: 1 }); // India
  await page.getByLabel(words.pinCode).fill('400001');
  await page.getByLabel(words.interest).selectOption({ index: 1 });
  await page.getByRole('button', { name: words.createAccount }).click();
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/login')}$`));
  // The address changes at once; the sign-up form stays on screen (a transition) until the
  // sign-in screen is ready, and typing meanwhile would fill the sign-up form.
  await expect(page.getByRole('heading', { level: 1, name: words.loginTitle })).toBeVisible();

  // Signed in, the login page sends the visitor on (on a phone the account menu is in Menu).
  await signInOnForm(
    page,
    { email: words.loginEmail, password: words.loginPassword, submit: words.logIn },
    buyer,
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The address is proven where the site asks for it (before a quiz), with the e-mailed code.
  await page.goto(`${site.url}${at(lang, '/test')}`);
  const step = page.getByRole('region', { name: words.proofTitle });
  await expect(step).toBeVisible();
  // Confirming with no code says what is missing (and shows the step is live before typing).
  await step.getByRole('button', { name: words.proofVerify }).click();
  await expect(step.getByRole('alert')).toHaveText(words.proofRequired);
  await step.getByRole('textbox', { name: fill(words.digit, { n: 1, total: 6 }) }).click();
  await page.keyboard.type(await proofCode(site, buyer.email));
  await page.keyboard.press('Enter');
  await expect(step.getByRole('status')).toHaveText(words.proven);
  return { ...buyer, page };
}

/** The buyer's order as the API answers it (their own session's token). */
async function orderOf(page: Page, reference: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${site.url}/api/orders/${reference}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { total: number; currency: string; status: string } }).data;
}

/**
 * Staff, in the admin panel in the journey's language: a bank statement with the order's line,
 * matched, ticked and confirmed after the page's question.
 */
async function staffConfirmByStatement(
  browser: Browser,
  lang: Lang,
  reference: string,
  rupees: string,
) {
  const words = WORDS[lang];
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}${at(lang, '/login')}`);
  await page.getByLabel(words.loginEmail).fill(ADMIN.email);
  await page.getByLabel(words.loginPassword, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: words.logIn, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`${site.url}${at(lang, '/admin-panel')}`);
  await page.getByRole('tab', { name: words.paymentsTab }).click();
  const utr = `HDFC${Date.now()}`;
  const csv = `date,narration,amount,utr\n2026-11-27,NEFT CR ${reference} BUYER,${rupees},${utr}\n`;
  await page.getByLabel(words.csvFile).setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: words.match }).click();
  await page.getByRole('checkbox', { name: fill(words.tickRow, { row: 1, reference }) }).check();
  await page.getByRole('button', { name: words.confirmTicked }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.record }).click();
  await expect(page.getByText(words.outcomeFulfilled)).toBeVisible();
  await shots(page, `${lang}-staff-payments`);
  await page.getByRole('tab', { name: words.ordersTab, exact: true }).click();
  await expect(page.getByText(reference).first()).toBeVisible();
  await shots(page, `${lang}-staff-orders`);
  // The catalogue's tabs, looked at too.
  for (const [i, tab] of words.otherStaffTabs.split('|').entries()) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.waitForLoadState('networkidle');
    await shots(page, `${lang}-staff-tab-${i + 1}`);
  }
  await context.close();
}

for (const lang of ['en', 'hi', 'ar'] as const) {
  test(`${lang}: two exam vouchers by bank transfer, confirmed from the bank statement; codes, e-mail and invoice`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const words = WORDS[lang];
    // Each journey walks at one width and looks at both (shots).
    const width = lang === 'hi' ? 360 : 1366;
    const { page, email } = await newBuyer(browser, lang, width);
    const shot = (name: string) => shots(page, `${lang}-${name}`, { leaveAt: width });

    // The course page offers the voucher once the page has settled; its link leads to checkout.
    await page.goto(`${site.url}${at(lang, '/comptia/specialist/security-plus')}`);
    const buy = page.locator(`a[href="${at(lang, '/checkout?voucher=security-plus')}"]`);
    await buy.scrollIntoViewIfNeeded();
    await expect(buy).toBeVisible({ timeout: 15_000 });
    await shot('buy-section');
    await buy.click();

    await expect(page).toHaveURL(/\/checkout\?voucher=security-plus$/);
    // The course by the name its page showed.
    await expect(page.getByText(/CompTIA Security\+/).first()).toBeVisible();
    await page.getByLabel(words.quantity).fill('2');
    await page.getByLabel(words.billingName).fill('Asha Verma');
    await page.getByLabel(words.billingAddress).fill('12 Park Street, Mumbai 400001');
    await page.getByLabel(words.inIndia).check();
    await page.getByLabel(words.state).selectOption('27');
    await page.getByLabel(words.bank).check();
    await shot('checkout');
    await page.getByRole('button', { name: words.placeOrder }).click();

    await expect(page).toHaveURL(/\/orders\/SB-ORD-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const reference = /SB-ORD-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(page.url())![0];
    await expect(page.getByText(words.awaiting).first()).toBeVisible();
    const order = await orderOf(page, reference);
    expect(order.status).toBe('awaiting_payment');
    // The UPI code carries the exact amount and the reference (its name says both).
    const qr = page.getByRole('img', { name: new RegExp(`${reference}`) });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('aria-label')).toBe(
      fill(words.upiLabel, {
        amount: await page.evaluate(
          ([paise, l]) =>
            new Intl.NumberFormat(`${l}-IN`, {
              style: 'currency',
              currency: 'INR',
              maximumFractionDigits: 2,
              minimumFractionDigits: 0,
            }).format(paise / 100),
          [order.total, lang] as const,
        ),
        reference,
      }),
    );
    await shot('order-awaiting');
    // Payment instructions arrive by e-mail too.
    await expect.poll(() => mailsTo(site, email).some((m) => m.includes(reference))).toBe(true);

    await staffConfirmByStatement(browser, lang, reference, (order.total / 100).toFixed(2));

    await page.reload();
    await expect(page.getByText(words.fulfilled).first()).toBeVisible();
    await page.getByRole('button', { name: words.reveal }).click();
    const codes = page.getByText(/^DEMO-SECPLUS-\d{4}$/);
    await expect(codes).toHaveCount(2);
    const shown = (await codes.allTextContents()).map((c) => c.trim());
    expect(new Set(shown).size).toBe(2);
    // The same two codes were e-mailed to the buyer.
    await expect
      .poll(() => shown.every((code) => mailsTo(site, email).some((m) => m.includes(code))))
      .toBe(true);
    await shot('order-fulfilled');

    const [before, after] = words.invoice.split('{number}').map(escaped);
    const invoice = page.getByRole('button', { name: new RegExp(`^${before}SB/.+${after}$`) });
    const download = page.waitForEvent('download');
    await invoice.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^SB-\d{2}-\d{2}-\d{6}\.pdf$/);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });
}

test('a seat by card: the order page opens the card step, the signed webhook confirms it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const words = WORDS.en;
  const { page, email } = await newBuyer(browser, 'en', 1366);
  await page.goto(`${site.url}/comptia/specialist/security-plus`);
  const book = page.locator('a[href^="/checkout?batch="]').first();
  await book.scrollIntoViewIfNeeded();
  await expect(book).toBeVisible({ timeout: 15_000 });
  await book.click();

  await page.getByLabel(words.quantity).fill('1');
  await page.getByLabel(fill(words.attendee, { n: 1 })).fill('Ravi Kumar');
  await page.getByLabel(words.billingName).fill('Ravi Kumar');
  await page.getByLabel(words.billingAddress).fill('4 Janpath, New Delhi 110001');
  await page.getByLabel(words.inIndia).check();
  await page.getByLabel(words.state).selectOption('07');
  await page.getByLabel(words.card, { exact: true }).check();
  await page.getByRole('button', { name: words.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders\/SB-ORD-/);
  const reference = /SB-ORD-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(page.url())![0];
  await expect(page.getByRole('button', { name: words.payByCard })).toBeVisible();
  await shots(page, 'en-card-order');
  const order = await orderOf(page, reference);

  // What Stripe sends once the card is paid on its page, signed with the endpoint's secret.
  const payload = JSON.stringify({
    id: `evt_e2e_${reference}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${reference}`,
        object: 'checkout.session',
        client_reference_id: reference,
        metadata: { reference },
        amount_total: order.total,
        currency: order.currency.toLowerCase(),
        payment_status: 'paid',
        payment_intent: `pi_e2e_${reference}`,
      },
    },
  });
  const signer = new Stripe('sk_test_e2e_signer');
  const deliver = (signature: string) =>
    fetch(`${site.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  // A forged signature changes nothing; the genuine event, delivered twice, pays once.
  expect((await deliver('t=1,v1=forged')).status).toBe(400);
  expect((await orderOf(page, reference)).status).toBe('awaiting_payment');
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  expect((await deliver(signature)).status).toBe(200);
  expect((await deliver(signature)).status).toBe(200);

  await page.reload();
  await expect(page.getByText(words.fulfilled).first()).toBeVisible();
  await expect(page.getByText(new RegExp(words.seatsConfirmed))).toBeVisible();
  // The seat's confirmation carries the batch's dates as a calendar file.
  await expect
    .poll(() =>
      mailsTo(site, email).some((m) => m.includes('text/calendar') && m.includes(reference)),
    )
    .toBe(true);
  await page.context().close();
});
