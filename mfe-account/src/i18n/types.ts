import type { forgotEn } from '../features/auth/components/forgot-password';
import type { loginEn } from '../features/auth/components/login-form';
import type { loginCodeEn } from '../features/auth/components/login-code-step';
import type { otpEn } from '../features/auth/components/otp-input';
import type { signupEn } from '../features/auth/components/signup-form';
import type { emailProofEn } from '../features/auth/components/email-proof-step';
import type { tableEn } from '../components/data-table';
import type { passwordEn } from '../components/password-input';
import type { assessmentEn } from '../features/quiz/components/assessment-page';
import type { quizEn } from '../features/quiz/components/quiz-page';
import type { adminPanelEn } from '../app/admin-panel';
import type { adminUsersEn } from '../features/admin-users/components/users-panel/texts';
import type { adminResultsEn } from '../features/admin-results/components/results-panel';
import type { adminCertificatesEn } from '../features/admin-certificates/components/certificates-panel/texts';
import type { adminQuestionsEn } from '../features/admin-questions/components/questions-panel/texts';
import type { adminAssessmentsEn } from '../features/admin-assessments/components/assessments-panel/texts';
import type { adminEditorEn } from '../features/admin-assessments/components/assessment-editor/texts';
import type { adminReviewEn } from '../features/admin-assessments/components/attempt-review/texts';
import type { adminAuditEn } from '../features/admin-audit/components/audit-panel/texts';
import type { adminSignInEn } from '../features/account-security/components/account-security/texts';

/**
 * One language's texts for the account screens, by screen. Every key of the English texts
 * must be translated (the compiler and i18n/dictionaries.test.ts both check), so nothing
 * silently falls back to English. Typed from the English objects, not from the dictionaries
 * built on them: those name these files as their loaders, which would be circular.
 */
type Texts<T> = Record<keyof T, string> & PluralForms<T>;

/** A plural text's base name: `imported` of `imported_one` / `imported_other`. */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;

/**
 * The plural forms a language may add beyond English's `_one` and `_other` (Arabic uses all of
 * Intl.PluralRules' categories); usePlural falls back to `_other` where one is missing.
 */
type PluralForms<T> = Partial<
  Record<`${PluralBase<keyof T & string>}_${'zero' | 'two' | 'few' | 'many'}`, string>
>;

/** The sign-in screens, loaded as one chunk per language. */
export interface AuthTranslations {
  login: Texts<typeof loginEn>;
  signup: Texts<typeof signupEn>;
  forgot: Texts<typeof forgotEn>;
  password: Texts<typeof passwordEn>;
  otp: Texts<typeof otpEn>;
  loginCode: Texts<typeof loginCodeEn>;
  emailProof: Texts<typeof emailProofEn>;
}

/** The quiz and assessment screens of /test (and the results table), another chunk. */
export interface QuizTranslations {
  quiz: Texts<typeof quizEn>;
  table: Texts<typeof tableEn>;
  assessment: Texts<typeof assessmentEn>;
}

/** The admin panel's tabs, dialogs and forms, a third chunk per language. */
export interface AdminTranslations {
  adminPanel: Texts<typeof adminPanelEn>;
  adminUsers: Texts<typeof adminUsersEn>;
  adminResults: Texts<typeof adminResultsEn>;
  adminCertificates: Texts<typeof adminCertificatesEn>;
  adminQuestions: Texts<typeof adminQuestionsEn>;
  adminAssessments: Texts<typeof adminAssessmentsEn>;
  adminEditor: Texts<typeof adminEditorEn>;
  adminReview: Texts<typeof adminReviewEn>;
  adminAudit: Texts<typeof adminAuditEn>;
  adminSignIn: Texts<typeof adminSignInEn>;
}

export type AccountTranslations = AuthTranslations & QuizTranslations & AdminTranslations;
