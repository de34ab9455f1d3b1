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
 * the front ends can show the text for a code in the page's language. The English texts are
 * the spec's, word for word. `{name}` is a value of the message's `params`; a code with
 * `_one`/`_other` (and Arabic's other forms) is chosen by the `count` param's plural rule.
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
  FIELD_NOTHING_TO_CHANGE: 'Nothing to change: send at least one field',
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
  // Password reset
  OTP_SENT: 'OTP sent successfully',
  OTP_INVALID: 'Invalid or expired OTP',
  OTP_VERIFIED: 'OTP verified successfully. Enter your new password',
  RESET_INVALID: 'Invalid or expired reset token. Request a new code.',
  PASSWORD_CHANGED: 'Password changed successfully',
  // Site content
  ENQUIRY_THANKS: 'Thank you! We will get back to you soon.',
  FORM_TOO_FAST: 'That was quick! Please wait a few seconds, check your message and send it again.',
  FORM_TOKEN_INVALID: 'This form could not be checked. Reload the page and send it again.',
  FORM_TOKEN_EXPIRED: 'This form was open too long. Reload the page and send it again.',
  ENQUIRY_ASSIGNEE_NOT_STAFF: 'An enquiry can only be assigned to an admin or sales account.',
  BLOG_POST_NOT_FOUND: 'Blog post not found',
  CERTIFICATE_NOT_FOUND: 'Certificate not found.',
  CORRECTION_NOT_VALID: 'Only a valid certificate can have its name corrected.',
  CORRECTION_OPEN: 'A name correction of this certificate is already waiting for a decision.',
  CORRECTION_SAME_NAME: 'The corrected name is the name already on the certificate.',
  CORRECTION_NOT_FOUND: 'Name correction request not found.',
  CORRECTION_DECIDED: 'This name correction request has already been decided.',
  MFA_REQUIRED: 'Enter the code from your authenticator app to finish signing in.',
  MFA_OFF: 'Two-step sign-in is off.',
  MFA_CODE_INVALID:
    'The code is not valid. Enter the current code from your authenticator app or a recovery code.',
  MFA_LOCKED:
    'Too many wrong codes. The second step is locked for a while; a recovery code still works.',
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
  // Orders: what a checkout refuses, in words a buyer can act on
  ORDER_COUPON_UNKNOWN: 'Unknown coupon code',
  ORDER_COUPON_NOT_YET_VALID: 'This coupon is not valid yet',
  ORDER_COUPON_EXPIRED: 'This coupon has expired',
  ORDER_COUPON_USED_UP: 'This coupon has been used up',
  ORDER_COUPON_NOT_APPLICABLE: 'This coupon does not apply to this course',
  GSTIN_FORMAT:
    'The GSTIN is not in the right format (15 characters: state, PAN, entity, Z, check)',
  GSTIN_STATE: 'The GSTIN starts with an unknown state code',
  GSTIN_CHECKSUM: 'The GSTIN’s check character is wrong: please check it for a typing mistake',
  GSTIN_ABROAD: 'A GSTIN is for a buyer in India only',
  GSTIN_OTHER_STATE: 'The GSTIN is registered in another state than the billing state',
  ORDER_STATE_REQUIRED: 'A buyer in India gives the state (its two-digit GST state code)',
  ORDER_UPI_RUPEES:
    'UPI takes rupees only: buyers outside India pay by bank transfer, card or PayPal',
  ORDER_CARD_UNAVAILABLE: 'Card payment is not available',
  ORDER_VOUCHERS_SOLD_OUT: 'Sold out: not enough exam vouchers are left for this quantity',
  ORDER_SEATS_SOLD_OUT: 'Sold out: not enough seats are left in this batch for this quantity',
  ORDER_NOT_ON_SALE: 'This exam voucher is not on sale',
  ORDER_BATCH_CLOSED: 'This batch is not open for booking',
  ORDER_ATTENDEES: 'Give one attendee name per seat',
  // Payments and orders after placement
  PAYMENT_NOT_HELD: 'This payment is not waiting for a decision',
  PAYMENT_ORDER_EXPIRED_NO_STOCK:
    'The order expired and its items are no longer in stock: reject the payment so that it is returned',
  PAYMENT_ORDER_CLOSED:
    'The order is no longer awaiting payment: it cannot take this payment; reject it so that it is returned',
  PAYMENT_TRANSACTION_OTHER_ORDER: 'Transaction {transaction} was recorded for another order',
  ORDER_REFUND_NOT_PAID: 'Only a paid order can be refunded',
  ORDER_NOT_CARD: 'This order is not paid by card',
  ORDER_NOT_AWAITING_PAYMENT: 'Only an order awaiting payment can be paid',
  ORDER_UTR_CLOSED: 'Only an order awaiting payment takes a transaction reference',
  ORDER_CODES_AFTER_PAYMENT: 'The codes are shown once the order is paid',
  // Staff's bank statement import
  STATEMENT_UNKNOWN_COLUMNS:
    'The statement has unknown column(s): {columns}. Allowed: date, narration, amount, utr',
  STATEMENT_MISSING_COLUMNS: 'The statement lacks the column(s): {columns}',
  STATEMENT_EMPTY: 'The statement has no rows',
  STATEMENT_TOO_MANY_ROWS: 'The statement has more than {max} rows: split it',
  // E-mail proof and step-up for admin actions
  EMAIL_PROOF_SENT: 'We sent a 6-digit code to your e-mail address. It expires in 10 minutes.',
  EMAIL_PROOF_WAIT: 'A code was sent recently. Please wait a minute before asking again.',
  EMAIL_PROOF_INVALID: 'Invalid or expired code. Enter the newest code or ask for a new one.',
  EMAIL_PROVEN: 'Your e-mail address is confirmed.',
  EMAIL_ALREADY_PROVEN: 'Your e-mail address is already confirmed.',
  PASSWORD_INCORRECT: 'The password is not correct.',
  EMAIL_CHANGE_SENT:
    'We sent a 6-digit code to the new address. It expires in 10 minutes; your address changes once you enter it.',
  EMAIL_CHANGE_SAME: 'This is already your e-mail address.',
  EMAIL_CHANGED: 'Your e-mail address is changed. Other devices were signed out.',
  ACCOUNT_DELETED: 'Your account is deleted. Your certificates stay verifiable by their ID.',
  EMAIL_NOT_PROVEN:
    'This account has not confirmed its e-mail address yet, so it can be given no role above user.',
  PURCHASE_EMAIL_NOT_PROVEN:
    'Confirm your e-mail address before you buy: we send the vouchers, the invoice and the seat confirmation there.',
  STEP_UP_REQUIRED:
    'Confirm this action with a current code from your authenticator app or a recovery code.',
  STEP_UP_FAILED:
    'The confirmation code is not valid. Enter the current code from your authenticator app or a recovery code.',
  STEP_UP_NO_FACTOR:
    'Turn on two-step sign-in for your own account first: this action needs a code from it.',
  CREDENTIAL_FOREIGN_ISSUER:
    "This credential was not issued by this site (issuer {issuer}); check it with its issuer's tools.",
  CREDENTIAL_NOT_ACCEPTED:
    'This is not a certificate credential as this site writes them ({term}); send the credential exactly as it was downloaded.',
  CREDENTIAL_SIGNATURE_INVALID:
    'The signature does not match: the credential was changed after it was signed, or not signed with a key of its issuer.',
  CREDENTIAL_STATUS_UNCHECKED: 'The revocation status could not be checked.',
  CREDENTIAL_REVOKED: 'The issuer has revoked this credential.',
  CREDENTIAL_EXPIRED: 'The credential expired on {time}.',
  CREDENTIAL_NOT_YET_VALID: 'The credential is not valid before {time}.',
  CREDENTIAL_KEY_RETIRED:
    'It was signed with the key {key} after that key stopped signing ({time}).',
  CREDENTIAL_KEY_REVOKED:
    "The key {key} that signed it has been revoked; the certificate's page has the credential signed again.",
  CREDENTIAL_CERTIFICATE_UNKNOWN: "This site holds no certificate with this credential's ID.",
  CREDENTIAL_CERTIFICATE_MISMATCH:
    'This credential does not match the certificate {certificateId} this site holds.',
  CREDENTIAL_CHECK_FAILED: 'The credential could not be checked.',
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
  // Verifying a posted credential: what it may cost
  IMPORT_TOO_LARGE:
    'The import is too large (limit {limit} MB, up to {rows} rows); split the file.',
  CREDENTIAL_TOO_LARGE:
    'The credential is too large to check (limit {limit} KB); a credential of this site is about 2 KB.',
  CREDENTIAL_TOO_COMPLEX:
    'The credential has more parts or deeper nesting than a credential of this site; it was not checked.',
  CREDENTIAL_TOO_COSTLY:
    'Checking the credential took longer than {ms} ms and was stopped; a credential of this site takes far less.',
  CREDENTIAL_VERIFY_BUSY:
    'Too many credentials are being checked right now. Please try again in a few seconds.',
  // Schema refusals in our words (the validator's own stay out of answers)
  FIELD_TYPE: '{field} must be {type}',
  FIELD_MIN: '{field} must be >= {limit}',
  FIELD_MAX: '{field} must be <= {limit}',
  FIELD_PATTERN: '{field} must match pattern',
  FIELD_MIN_ITEMS: '{field} must NOT have fewer than {limit} items',
  FIELD_MAX_ITEMS: '{field} must NOT have more than {limit} items',
  // Operations
  DATABASE_UNAVAILABLE: 'Database unavailable',
  MIGRATIONS_PENDING: 'Database migrations not applied: {migrations}',
  REMINDER_LINK_INVALID:
    'This opt-out link is not valid. Use the link in your newest reminder, or switch reminders off under My account.',
  REMINDER_LINK_EXPIRED:
    'This opt-out link has expired. Use the link in your newest reminder, or switch reminders off under My account.',
  REMINDERS_OPTED_OUT: 'Done: this address will get no more certificate renewal reminders.',
  REMINDERS_EMAIL_NOT_PROVEN: 'Confirm your e-mail address first: the reminders are sent to it.',
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
