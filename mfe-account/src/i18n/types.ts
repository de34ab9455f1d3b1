import type { forgotEn } from '../features/auth/components/forgot-password';
import type { loginEn } from '../features/auth/components/login-form';
import type { otpEn } from '../features/auth/components/otp-input';
import type { signupEn } from '../features/auth/components/signup-form';
import type { tableEn } from '../components/data-table';
import type { passwordEn } from '../components/password-input';
import type { assessmentEn } from '../features/quiz/components/assessment-page';
import type { quizEn } from '../features/quiz/components/quiz-page';

/**
 * One language's texts for the account screens, by screen. Every key of the English texts
 * must be translated (the compiler and i18n/dictionaries.test.ts both check), so nothing
 * silently falls back to English. Typed from the English objects, not from the dictionaries
 * built on them: those name these files as their loaders, which would be circular.
 */
type Texts<T> = Record<keyof T, string>;

/** The sign-in screens, loaded as one chunk per language. */
export interface AuthTranslations {
  login: Texts<typeof loginEn>;
  signup: Texts<typeof signupEn>;
  forgot: Texts<typeof forgotEn>;
  password: Texts<typeof passwordEn>;
  otp: Texts<typeof otpEn>;
}

/** The quiz and assessment screens of /test (and the results table), another chunk. */
export interface QuizTranslations {
  quiz: Texts<typeof quizEn>;
  table: Texts<typeof tableEn>;
  assessment: Texts<typeof assessmentEn>;
}

export type AccountTranslations = AuthTranslations & QuizTranslations;
