// The rules both sides apply: the front ends check them first to show the mistake at once, the
// API checks them again. One place, so the two can never disagree. Plain values and functions
// only (no TypeBox): a front end that imports a rule does not bundle the schema builder.

/** Passwords: 8-128 characters (the server also refuses common ones and the e-mail/username). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The password-reset code e-mailed to the user: six digits. */
export const OTP_LENGTH = 6;
export const OTP_PATTERN = `^[0-9]{${OTP_LENGTH}}$`;

// ---- Full name (printed on certificates; kept on the profile, confirmed before an assessment)

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
/** The raw field may be longer: it is normalized (spaces collapsed) before the rule runs. */
export const FULL_NAME_RAW_MAX = 300;
export const FULL_NAME_DESCRIPTION =
  '2-100 characters: letters of any script, spaces, apostrophes, hyphens, dots';

/** Letters and combining marks of any script, with spaces, apostrophes (' and ’), hyphens, dots. */
const FULL_NAME_ALLOWED = /^[\p{L}\p{M}' \u2019.-]+$/u;
const LETTER = /\p{L}/u;

/** Trimmed, inner runs of spaces collapsed, NFC (so "é" is one character however it was typed). */
export function normalizeFullName(value: string): string {
  return value.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** What is wrong with a full name (already normalized); undefined when it is usable. */
export type FullNameProblem = 'length' | 'characters';

export function checkFullName(value: string): FullNameProblem | undefined {
  const length = [...value].length;
  if (length < FULL_NAME_MIN || length > FULL_NAME_MAX) return 'length';
  if (!FULL_NAME_ALLOWED.test(value) || !LETTER.test(value)) return 'characters';
  return undefined;
}

/** The API's message for a problem, naming the field. */
export function fullNameMessage(problem: FullNameProblem, field = 'fullName'): string {
  return problem === 'length'
    ? `${field} must be ${FULL_NAME_MIN} to ${FULL_NAME_MAX} characters`
    : `${field} may contain only letters, spaces, apostrophes, hyphens and dots`;
}

/** A phone number as people write one (sign-up, enquiries): digits, spaces, + - . and brackets. */
export const PHONE_PATTERN = '^[0-9+() .-]*$';
export const PHONE_MAX_LENGTH = 30;

// ---- Plain text: every free-text field a person reads (names, addresses, titles, messages)

/**
 * Characters that change how the text around them is shown while showing nothing themselves:
 * the bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which show
 * a name or a file name in another order than it was written in, and the zero-width and
 * invisible ones (U+180E, U+200B-U+200D, U+2060-U+2064, U+FEFF), which make two different names
 * look the same. Written as the inside of a regular-expression class, for JSON Schema patterns
 * (the API's schemas) and RegExps (the front ends) alike.
 */
const INVISIBLE_FORMATTING =
  '\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff';
/** The C0 and C1 control characters and DEL. */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f';
/** The same without the line feed (U+000A). */
const CONTROLS_BUT_LINE_FEED = '\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f';

/** One line of plain text: no control characters, no invisible formatting characters. */
export const PLAIN_LINE_PATTERN = `^[^${CONTROLS}${INVISIBLE_FORMATTING}]*$`;
/** Plain text of several lines (a message, a question): line feeds too, no other control. */
export const PLAIN_TEXT_PATTERN = `^[^${CONTROLS_BUT_LINE_FEED}${INVISIBLE_FORMATTING}]*$`;
/** One line of plain text without markup either (`<`, `>`): the sign-up's address and interest. */
export const NO_MARKUP_LINE_PATTERN = `^[^<>${CONTROLS}${INVISIBLE_FORMATTING}]*$`;

/** Which of the three a field follows. */
export type TextRule = 'line' | 'text' | 'no-markup';

const TEXT_PATTERNS: Record<TextRule, RegExp> = {
  line: new RegExp(PLAIN_LINE_PATTERN, 'u'),
  text: new RegExp(PLAIN_TEXT_PATTERN, 'u'),
  'no-markup': new RegExp(NO_MARKUP_LINE_PATTERN, 'u'),
};

/** Whether `value` follows the plain-text rule (the same test as the schemas' patterns). */
export function isPlainText(value: string, rule: TextRule = 'line'): boolean {
  return TEXT_PATTERNS[rule].test(value);
}

/** The API's message for a field that breaks its plain-text rule (api-messages' English). */
export function plainTextMessage(field: string, rule: TextRule = 'line'): string {
  return rule === 'no-markup'
    ? `${field} must not contain < or >, control characters or invisible formatting characters`
    : `${field} must not contain control characters or invisible formatting characters (such as bidirectional overrides or zero-width spaces)`;
}

// ---- LinkedIn (sign-up): the https address of a profile, nothing else

/**
 * `https://linkedin.com/in/<name>`, on `www.` or a two-letter country host (`in.`, `uk.`), with
 * an optional final slash and query (`?originalSubdomain=in`). The name is what LinkedIn allows
 * in a public profile address (letters, digits, hyphens; other letters percent-encoded, as the
 * browser copies them). No other scheme, host, path, port, user name or fragment.
 */
const LINKEDIN_PROFILE_URL =
  'https://(?:www\\.|[a-z]{2}\\.)?linkedin\\.com/in/[A-Za-z0-9%_-][A-Za-z0-9%_.-]{0,99}/?(?:\\?[A-Za-z0-9%_.~&=+-]*)?';
export const LINKEDIN_PROFILE_PATTERN = `^${LINKEDIN_PROFILE_URL}$`;
/** The optional sign-up field: a profile address, or empty (the form sends '' when left blank). */
export const LINKEDIN_FIELD_PATTERN = `^(?:${LINKEDIN_PROFILE_URL})?$`;
export const LINKEDIN_MAX_LENGTH = 300;
const LINKEDIN_PROFILE = new RegExp(LINKEDIN_PROFILE_PATTERN, 'u');

/** Whether `value` is a LinkedIn profile address the sign-up accepts. */
export function isLinkedInProfileUrl(value: string): boolean {
  return value.length <= LINKEDIN_MAX_LENGTH && LINKEDIN_PROFILE.test(value);
}

/** The API's message for another value (api-messages' English). */
export function linkedInMessage(field = 'linkedIn'): string {
  return `${field} must be the https:// address of a LinkedIn profile, like https://www.linkedin.com/in/your-name`;
}

// ---- Assessments

/** Lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MIN = 2;
export const SLUG_MAX = 80;
/** Path segments of routes next to `/assessments/:slug`: never an assessment's slug. */
export const RESERVED_SLUGS: readonly string[] = ['manage', 'categories', 'attempts'];
/** What a slug route parameter may look like (the stricter rule above applies on creation). */
export const SLUG_PARAM_PATTERN = '^[a-z0-9-]{1,80}$';

/** Whether `slug` may name a new assessment. */
export function isValidSlug(slug: string): boolean {
  return (
    slug.length >= SLUG_MIN &&
    slug.length <= SLUG_MAX &&
    SLUG_PATTERN.test(slug) &&
    !RESERVED_SLUGS.includes(slug)
  );
}

export const ASSESSMENT_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  descriptionMax: 2000,
  categoriesMin: 1,
  categoriesMax: 20,
  levelsMin: 1,
  levelsMax: 5,
  levelNameMax: 40,
  questionCountMax: 100,
  durationMinutesMax: 240,
  passPercentMin: 1,
  passPercentMax: 100,
  maxAttemptsMax: 100,
  waitMinutesMax: 43200,
  securityLimitMin: 1,
  securityLimitMax: 10,
} as const;

/** An assessment created without these fields takes these values. */
export const ASSESSMENT_DEFAULTS = {
  description: '',
  passPercent: 70,
  maxAttempts: 3,
  waitMinutes: 0,
  requiredRole: null,
  issuesCertificate: false,
  securityLimit: 3,
  active: true,
} as const;

/** Roles an assessment may be restricted to (null: any signed-in user). */
export const REQUIRED_ROLES = ['employee', 'admin'] as const;

/** Answers may be saved or submitted this long after the deadline (network latency). */
export const ATTEMPT_GRACE_SECONDS = 15;

// ---- Users

export const ROLES = ['user', 'employee', 'sales', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// ---- Security events (quiz and assessment attempts)

export const SECURITY_EVENT_KINDS = [
  'tab-hidden',
  'fullscreen-exit',
  'copy',
  'paste',
  'context-menu',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

// ---- Certificates

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A certificate ID as the lookup accepts it (route parameter). */
export const CERTIFICATE_ID_PARAM_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
/** A certificate ID an admin may import from an older system. */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const CERTIFICATE_ID_MESSAGE =
  'certificateId must be 3-64 letters, digits, dots, dashes or underscores';
/** The longest course name or issuer a certificate takes. */
export const CERTIFICATE_TEXT_MAX = 200;
/** Rows one bulk import may hold. */
export const MAX_IMPORT_ROWS = 100_000;
/**
 * The largest import request (bytes): 100,000 CSV rows of ordinary length, or as many JSON rows
 * of the admin panel's usual columns, fit. Only the import's route takes a body this large.
 */
export const IMPORT_BODY_MAX_BYTES = 16 * 1024 * 1024;
/** The imported certificates an import's answer lists (the first ones); `count` gives them all. */
export const IMPORT_ANSWER_ROWS = 20;
/** The columns of a bulk import (CSV header names, case-insensitive). */
export const BULK_FIELDS = [
  'fullName',
  'courseName',
  'issuedBy',
  'issueDate',
  'certificateId',
  'expiryDate',
  'recipientEmail',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];
/**
 * An e-mail address as the API's schemas take one (the `email` format's fast pattern), for the
 * bulk import's rows, whose cells are checked one by one rather than by the schema.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const EMAIL_ADDRESS_MAX = 254;
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_ADDRESS_MAX && EMAIL_ADDRESS_PATTERN.test(value);
}

/** A calendar date as the import and the issue form take it. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (not 2024-02-31). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** No certificate of this site is older than this. */
export const ISSUE_DATE_MIN = '1990-01-01';

/**
 * The latest issue date: tomorrow in UTC. The API dates in UTC, and an admin east of it (India is
 * UTC+5:30) may already be a day ahead; later than that is a typing mistake.
 */
export function latestIssueDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** Whether an issue date (a calendar date) lies from ISSUE_DATE_MIN to tomorrow (UTC). */
export function isIssueDateInRange(value: string, now: Date = new Date()): boolean {
  return value >= ISSUE_DATE_MIN && value <= latestIssueDate(now);
}

/** The API's message for an issue date out of range (api-messages' ISSUE_DATE_RANGE). */
export function issueDateRangeMessage(now: Date = new Date(), field = 'issueDate'): string {
  return `${field} must be a date from ${ISSUE_DATE_MIN} to ${latestIssueDate(now)}`;
}

/**
 * How long a certificate of a course stays valid when the admin gives no expiry date: CompTIA's
 * certifications (A+, Network+, Security+ and the rest) for three years from the day they are
 * earned, except the lifetime ones (ITF+/Tech+); everything else does not expire.
 */
export function defaultValidityYears(courseName: string): number | null {
  if (!/comptia/i.test(courseName)) return null;
  if (/\b(itf\+|tech\+|it fundamentals)/i.test(courseName)) return null;
  return 3;
}

/** The expiry date (YYYY-MM-DD, the last valid day) a certificate gets by its course, or null. */
export function defaultExpiryDate(courseName: string, issueDate: string): string | null {
  const years = defaultValidityYears(courseName);
  if (years === null || !ISO_DATE_PATTERN.test(issueDate)) return null;
  const [y, m, d] = issueDate.split('-').map(Number) as [number, number, number];
  // The day before the anniversary (29 February rolls to 1 March first).
  const end = new Date(Date.UTC(y + years, m - 1, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

// ---- Site configuration and operations

/** The names of the four remotes, the keys of the site configuration's `remotes` block. */
export const REMOTE_NAMES = ['catalog', 'account', 'certificates', 'payments'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The web-vitals measurements the beacon may send. */
export const VITAL_NAMES = ['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB'] as const;
