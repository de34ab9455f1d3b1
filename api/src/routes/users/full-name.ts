// The full name printed on certificates: kept on the profile, confirmed before an assessment.
// One rule for both places (PATCH /users/me and starting an attempt).

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;

/** Letters and combining marks of any script, with single spaces, apostrophes, hyphens, dots. */
const ALLOWED = /^[\p{L}\p{M}' \u2019.-]+$/u;
const LETTER = /\p{L}/u;

/** Trimmed, inner runs of spaces collapsed, NFC (so "é" is one character however it was typed). */
export function normalizeFullName(value: string): string {
  return value.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** The message naming `field` when `value` (already normalized) is not a usable full name. */
export function fullNameProblem(value: string, field = 'fullName'): string | undefined {
  const length = [...value].length;
  if (length < FULL_NAME_MIN || length > FULL_NAME_MAX)
    return `${field} must be ${FULL_NAME_MIN} to ${FULL_NAME_MAX} characters`;
  if (!ALLOWED.test(value) || !LETTER.test(value))
    return `${field} may contain only letters, spaces, apostrophes, hyphens and dots`;
  return undefined;
}

/** JSON schema of the raw field; the rule above runs on the normalized value. */
export const fullNameSchema = { type: 'string', maxLength: 300 } as const;
