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

export const ROLES = ['user', 'employee', 'admin'] as const;
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
/** Rows one bulk import may hold. */
export const MAX_BULK_ROWS = 2000;
/** The columns of a bulk import (CSV header names, case-insensitive). */
export const BULK_FIELDS = [
  'fullName',
  'courseName',
  'issuedBy',
  'issueDate',
  'certificateId',
  'expiryDate',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];
/** A calendar date as the import and the issue form take it. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

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
