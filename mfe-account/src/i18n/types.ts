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

import type { Texts } from '../lib/texts';

// One language's texts for the sign-in and quiz screens, by screen: every key of the English
// texts must be translated (the compiler and i18n/dictionaries.test.ts both check). The admin
// tabs keep theirs beside each feature (features/admin-*/i18n).

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

export type AccountTranslations = AuthTranslations & QuizTranslations;
