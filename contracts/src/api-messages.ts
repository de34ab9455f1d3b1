import { fillPlaceholders, type Lang } from './languages';
import {
  LINKEDIN_FIELD_PATTERN,
  LINKEDIN_PROFILE_PATTERN,
  NO_MARKUP_LINE_PATTERN,
  PLAIN_LINE_PATTERN,
  PLAIN_TEXT_PATTERN,
} from './rules';

/**
 * Every message the API answers with, by its stable `code` (sent beside `message`). English is
 * here; api-messages/<lang>.ts translate every code. The API answers in the language of the
 * request's Accept-Language when it has it, so a client of the API alone reads its language, and
 * the front ends can show the text for a code in the page's language. SPEC §8's English texts
 * are word for word. `{name}` is a value of the message's `params`; a code with `_one`/`_other`
 * (and Arabic's other forms) is chosen by the `count` param's plural rule.
 */
export const apiMessagesEn = {
  // Access
  AUTH_REQUIRED: 'Authentication required',
  TOKEN_INVALID: 'Invalid or expired token',
  ADMIN_REQUIRED: 'Administrator access required',
  NOT_FOUND: 'Not found',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later.',
  RETRY_IN_one: 'Too many requests. Please try again in {count} second.',
  RETRY_IN_other: 'Too many requests. Please try again in {count} seconds.',
  // The request itself
  BAD_REQUEST: 'Bad request',
  INVALID_REQUEST: 'Invalid request',
  JSON_MALFORMED: 'Malformed JSON in the request body',
  JSON_EMPTY: 'The request body is empty but the content type is JSON',
  BODY_TOO_LARGE: 'The request body is too large (limit 100 KB)',
  MEDIA_TYPE: 'Unsupported content type; send application/json',
  URL_MALFORMED: 'The request URL is malformed (invalid percent-encoding)',
  CONTENT_ENCODING:
    'Unsupported Content-Encoding; send the body uncompressed or as gzip, deflate or br',
  BODY_ENCODING_INVALID: 'The request body could not be decompressed with its Content-Encoding',
  HEADERS_TOO_LARGE: 'The request headers are too large',
  REQUEST_TIMEOUT: 'The request was not received in time',
  INTERNAL_ERROR: 'Internal server error',
  FIELD_REQUIRED: '{field} is required',
  FIELD_NOT_ALLOWED: '{field} is not an allowed field',
  FIELD_ONE_OF: '{field} must be one of: {values}',
  FIELD_EMAIL: '{field} must be a valid e-mail address',
  FIELD_FORMAT: '{field} must be a valid {format}',
  FIELD_MIN_LENGTH: '{field} must NOT have fewer than {limit} characters',
  FIELD_MAX_LENGTH: '{field} must NOT have more than {limit} characters',
  FIELD_INVALID: '{field} is invalid',
  // Accounts
  REGISTERED: 'Registration successful. Please log in.',
  LOGIN_OK: 'Login successful',
  LOGIN_FAILED: 'Invalid email or password',
  LOGIN_LOCKED: 'Too many failed login attempts from this device. Please try again later.',
  EMAIL_TAKEN: 'An account with this email already exists',
  USERNAME_TAKEN: 'This username is already taken',
  ACCOUNT_EXISTS: 'This account already exists',
  ACCOUNT_NOT_FOUND: 'Account not found',
  USER_NOT_FOUND: 'User not found',
  LAST_ADMIN: 'This is the last administrator; promote another account first',
  PASSWORD_TOO_SHORT: '{field} must be at least {min} characters long',
  PASSWORD_TOO_LONG: '{field} must be at most {max} characters long',
  PASSWORD_COMMON: '{field} is too common; choose a less predictable password',
  PASSWORD_PERSONAL: '{field} must not be your e-mail address or username',
  FULL_NAME_LENGTH: '{field} must be {min} to {max} characters',
  FULL_NAME_CHARACTERS: '{field} may contain only letters, spaces, apostrophes, hyphens and dots',
  // Free text (rules.ts: plain text, LinkedIn, issue dates)
  FIELD_PLAIN_TEXT:
    '{field} must not contain control characters or invisible formatting characters (such as bidirectional overrides or zero-width spaces)',
  FIELD_NO_MARKUP:
    '{field} must not contain < or >, control characters or invisible formatting characters',
  FIELD_LINKEDIN:
    '{field} must be the https:// address of a LinkedIn profile, like https://www.linkedin.com/in/your-name',
  ISSUE_DATE_RANGE: '{field} must be a date from {min} to {max}',
  // Password reset (SPEC §8)
  OTP_SENT: 'OTP sent successfully',
  OTP_INVALID: 'Invalid or expired OTP',
  OTP_VERIFIED: 'OTP verified successfully. Enter your new password',
  RESET_INVALID: 'Invalid or expired reset token. Request a new code.',
  PASSWORD_CHANGED: 'Password changed successfully',
  // Site content
  ENQUIRY_THANKS: 'Thank you! We will get back to you soon.',
  BLOG_POST_NOT_FOUND: 'Blog post not found',
  CERTIFICATE_NOT_FOUND: 'Certificate not found.',
  MFA_REQUIRED: 'Enter the code from your authenticator app to finish signing in.',
  MFA_OFF: 'Two-step sign-in is off.',
  MFA_CODE_INVALID:
    'The code is not valid. Enter the current code from your authenticator app or a recovery code.',
  MFA_LOCKED: 'Too many wrong codes. The second step is locked for 15 minutes.',
  MFA_CHALLENGE_INVALID: 'This sign-in has expired or was already used. Sign in again.',
  MFA_ALREADY_ON: 'Two-step sign-in is already on for this account.',
  MFA_NOT_ON: 'Two-step sign-in is not on for this account.',
  MFA_ENROLMENT_REQUIRED:
    'Administrators must turn on two-step sign-in first. Open the admin panel to set it up.',
  MFA_RESET:
    'Two-step sign-in was reset. The account signs in with its password alone until its owner turns it on again.',
  MFA_RESET_SELF:
    'Your own two-step sign-in is turned off from the Sign-in security tab, with a code.',
  SIGNED_OUT: 'Signed out.',
  CREDENTIAL_FOREIGN_ISSUER:
    "This credential was not issued by this site (issuer {issuer}); check it with its issuer's tools.",
  // Quizzes and assessments
  QUESTION_NOT_FOUND: 'Question not found',
  QUESTION_DELETED: 'Question deleted',
  NO_QUESTIONS_CATEGORY: 'No questions are available for this category',
  NO_QUESTIONS_ASSESSMENT: 'No questions are available for this assessment',
  ASSESSMENT_NOT_FOUND: 'Assessment not found',
  ATTEMPT_NOT_FOUND: 'Attempt not found',
  ASSESSMENT_CLOSED: 'This assessment is closed.',
  ASSESSMENT_ROLE_ONLY: 'This assessment is only for the role {role}.',
  LEVEL_ONE_OF: 'level must be one of: {levels}',
  ALREADY_SUBMITTED: 'This attempt has already been submitted',
  TIME_OVER: 'The time for this attempt is over',
  TIME_OVER_SCORED: 'The time for this attempt is over; it was scored with the saved answers',
  ATTEMPTS_USED: 'You have used all {count} attempts allowed for this level.',
  NEXT_ATTEMPT: 'Your next attempt is allowed from {time}.',
  ALREADY_CERTIFIED:
    'You have passed this level and hold its certificate. It can be taken again only when an administrator allows a retake.',
  REVIEW_PENDING:
    "Your last attempt at this level is waiting for an administrator's review. You can start again once it is decided.",
  REVIEW_NOT_PENDING: 'This attempt is not waiting for a review.',
  ANSWER_NOT_OF_ATTEMPT: 'answers[{index}].questionId is not a question of this attempt',
  ANSWER_TWICE: 'answers[{index}].questionId is answered twice',
  OPTION_NOT_OF_QUESTION: 'answers[{index}].selectedOption is not an option of that question',
  EVENT_RECORDED: 'Event recorded',
  // Operations
  DATABASE_UNAVAILABLE: 'Database unavailable',
  MIGRATIONS_PENDING: 'Database migrations not applied: {migrations}',
} as const;

type Texts = typeof apiMessagesEn;
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/** A message's code: a key of the catalog, or the base of a plural one (RETRY_IN). */
export type ApiMessageCode =
  Exclude<keyof Texts, `${string}_${'one' | 'other'}`> | PluralBase<keyof Texts>;

/** A language's texts: every key of English, plus the plural forms that language has. */
export type ApiMessageTexts = Record<keyof Texts, string> &
  Partial<Record<`${PluralBase<keyof Texts>}_${'zero' | 'two' | 'few' | 'many'}`, string>>;

export type ApiMessageParams = Record<string, string | number>;

/** The text of `code` in a language's texts, with its params filled in. */
export function formatApiMessage(
  texts: Partial<Record<string, string>>,
  lang: Lang,
  code: string,
  params: ApiMessageParams = {},
): string | undefined {
  let template = texts[code];
  if (template === undefined && typeof params.count === 'number') {
    const form = new Intl.PluralRules(lang).select(params.count);
    template = texts[`${code}_${form}`] ?? texts[`${code}_other`];
  }
  if (template === undefined) return undefined;
  return fillPlaceholders(template, params);
}

/** The codes of the messages written in English without params, by their text (built on first use). */
let codeByText: Map<string, ApiMessageCode> | undefined;

/** The code of a message written in English, if it is one of the catalog's (without params). */
export function apiMessageCodeOf(text: string): ApiMessageCode | undefined {
  codeByText ??= new Map(
    Object.entries(apiMessagesEn)
      .filter(([, english]) => !english.includes('{'))
      .map(([code, english]) => [english, code as ApiMessageCode]),
  );
  return codeByText.get(text);
}

/**
 * The message of a schema `pattern` that has one (the plain-text, no-markup and LinkedIn rules of
 * rules.ts), so a refusal says what is wrong in the request's language instead of quoting the
 * regular expression.
 */
const PATTERN_CODES: ReadonlyMap<string, ApiMessageCode> = new Map<string, ApiMessageCode>([
  [PLAIN_LINE_PATTERN, 'FIELD_PLAIN_TEXT'],
  [PLAIN_TEXT_PATTERN, 'FIELD_PLAIN_TEXT'],
  [NO_MARKUP_LINE_PATTERN, 'FIELD_NO_MARKUP'],
  [LINKEDIN_FIELD_PATTERN, 'FIELD_LINKEDIN'],
  [LINKEDIN_PROFILE_PATTERN, 'FIELD_LINKEDIN'],
]);

export function apiMessageCodeOfPattern(pattern: string): ApiMessageCode | undefined {
  return PATTERN_CODES.get(pattern);
}
