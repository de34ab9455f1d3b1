import fs from 'node:fs';
import path from 'node:path';
import type { Dictionary, Lang } from 'shared';
import { forgotMessages } from '../features/auth/components/forgot-password';
import { loginMessages } from '../features/auth/components/login-form';
import { loginCodeMessages } from '../features/auth/components/login-code-step';
import { otpMessages } from '../features/auth/components/otp-input';
import { signupMessages } from '../features/auth/components/signup-form';
import { emailProofMessages } from '../features/auth/components/email-proof-step';
import { tableMessages } from '../components/data-table';
import { fileMessages } from '../components/csv-file-field';
import { translatedFieldMessages } from '../components/translated-text-field';
import { decisionMessages } from '../components/payment-decision';
import { passwordMessages } from '../features/auth/components/password-input';
import { assessmentMessages } from '../features/quiz/components/assessment-page';
import { quizMessages } from '../features/quiz/components/quiz-page';
import { messages as adminPanel } from './admin-panel/texts';
import { messages as adminUsers } from '../features/admin-users/components/users-panel/texts';
import { messages as adminResults } from '../features/admin-results/components/texts';
import { messages as adminCertificates } from '../features/admin-certificates/components/certificates-panel/texts';
import { messages as adminQuestions } from '../features/admin-questions/components/questions-panel/texts';
import { messages as adminAssessments } from '../features/admin-assessments/components/assessments-panel/texts';
import { messages as adminEditor } from '../features/admin-assessments/components/assessment-editor/texts';
import { messages as adminReview } from '../features/admin-assessments/components/attempt-review/texts';
import { messages as adminAudit } from '../features/admin-audit/components/audit-panel/texts';
import { messages as adminSignIn } from '../features/account-security/components/account-security/texts';
import { messages as adminPrices } from '../features/admin-voucher-products/components/prices-panel/texts';
import { messages as adminVoucherStock } from '../features/admin-vouchers/components/voucher-stock-panel/texts';
import { messages as adminEmails } from '../features/admin-emails/components/emails-panel/texts';
import { messages as adminCoupons } from '../features/admin-coupons/components/coupons-panel/texts';
import { messages as adminBatches } from '../features/admin-batches/components/batches-panel/texts';
import { messages as adminOrders } from '../features/admin-orders/components/orders-panel/texts';
import { messages as adminInbox } from '../features/admin-inbox/components/inbox-panel/texts';
import { messages as adminPayments } from '../features/admin-payments/components/payments-panel/texts';
import { messages as adminHome } from '../features/admin-home/components/admin-home-panel/texts';
import { messages as adminVisitorTexts } from '../features/admin-visitor-texts/components/visitor-texts-panel/texts';
import { roleNames } from '../lib/role-names';
import { sessionsMessages } from '../components/sessions/sessions-section';
import {
  messages as myAccount,
  profileMessages as profile,
} from '../features/my-account/components/texts';
import { correctionMessages as nameCorrection } from '../features/my-account/components/correction-texts';
import { messages as adminCorrections } from '../features/admin-corrections/components/corrections-panel/texts';
import { reminderOptOutMessages as reminderOptOut } from '../features/reminder-opt-out/components/texts';

const others: Array<Exclude<Lang, 'en'>> = ['hi', 'nl', 'fr', 'pt', 'it', 'ar'];

const dictionaries: Record<string, Dictionary<string>> = {
  login: loginMessages,
  signup: signupMessages,
  forgot: forgotMessages,
  password: passwordMessages,
  otp: otpMessages,
  loginCode: loginCodeMessages,
  emailProof: emailProofMessages,
  quiz: quizMessages,
  table: tableMessages,
  file: fileMessages,
  translatedField: translatedFieldMessages,
  paymentDecision: decisionMessages,
  assessment: assessmentMessages,
  adminPanel,
  adminUsers,
  adminResults,
  adminCertificates,
  adminQuestions,
  adminAssessments,
  adminEditor,
  adminReview,
  adminAudit,
  adminSignIn,
  adminPrices,
  adminVoucherStock,
  adminEmails,
  adminCoupons,
  adminBatches,
  adminOrders,
  adminInbox,
  adminPayments,
  adminHome,
  adminVisitorTexts,
  roleNames,
  sessions: sessionsMessages,
  myAccount,
  profile,
  nameCorrection,
  adminCorrections,
  reminderOptOut,
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Missing keys would silently fall back to English; this loads each language as the screens do.
describe.each(Object.entries(dictionaries))('the %s texts', (_, dictionary) => {
  it.each(others)('are complete in %s, with the same placeholders', async (lang) => {
    const loader = dictionary.loaders[lang];
    expect(loader).toBeDefined();
    const texts = (await loader!()).default as Record<string, string>;
    // Every English key, and beyond them only the extra plural forms of a plural text.
    const extra = Object.keys(texts).filter((key) => !Object.hasOwn(dictionary.en, key));
    for (const key of extra) {
      const base = /^(.+)_(zero|two|few|many)$/.exec(key)?.[1];
      expect({
        key,
        plural: base !== undefined && Object.hasOwn(dictionary.en, `${base}_other`),
      }).toEqual({ key, plural: true });
    }
    expect(Object.keys(dictionary.en).filter((key) => !Object.hasOwn(texts, key))).toEqual([]);
    for (const [key, text] of Object.entries(texts)) {
      const plural = /_(zero|one|two|few|many|other)$/.test(key);
      const english = dictionary.en[key] ?? dictionary.en[key.replace(/_\w+$/, '_other')] ?? '';
      expect({ key, text: text.trim() === '' ? '(empty)' : 'ok' }).toEqual({ key, text: 'ok' });
      // A plural form may say its number in words ('ساعة واحدة'): {count} is optional there.
      const kept = (names: Array<string | undefined>) =>
        plural ? names.filter((n) => n !== 'count') : names;
      expect({ key, placeholders: kept(placeholders(text)) }).toEqual({
        key,
        placeholders: kept(placeholders(english)),
      });
    }
  });

  it('keep the product and brand names untranslated', async () => {
    const names = ['LinkedIn', 'CompTIA', 'PECB', 'Unity', 'Tally', 'Microsoft'];
    for (const lang of others) {
      const texts = (await dictionary.loaders[lang]!()).default as Record<string, string>;
      for (const [key, english] of Object.entries(dictionary.en)) {
        const kept = names.filter((n) => english.includes(n));
        expect({ lang, key, names: kept.filter((n) => texts[key]?.includes(n)) }).toEqual({
          lang,
          key,
          names: kept,
        });
      }
    }
  });
});

// The texts kept beside a feature (its i18n/en.ts and the six languages) are checked only when
// their dictionaries are listed above, so a new tab's texts fail here until they are.
it('lists every dictionary whose texts are kept beside a feature', async () => {
  const src = path.resolve(__dirname, '..');
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(path.join('i18n', 'en.ts')))
    .map((file) => path.join(src, file));
  expect(files.length).toBeGreaterThanOrEqual(9);
  const listed = new Set<object>(Object.values(dictionaries).map((dictionary) => dictionary.en));
  const missing: string[] = [];
  for (const file of files) {
    const { english } = (await import(file)) as { english: Record<string, object> };
    for (const [part, texts] of Object.entries(english)) {
      if (!listed.has(texts)) missing.push(`${path.relative(src, file)}: ${part}`);
    }
  }
  expect(missing).toEqual([]);
});
