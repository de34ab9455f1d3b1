// The API's rule for the name printed on certificates (api/src/routes/users/full-name.ts),
// checked here too so a mistake is shown before the round trip. The server checks again.

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;

/** Letters and combining marks of any script, spaces, apostrophes (' and ’), hyphens, dots. */
const ALLOWED = /^[\p{L}\p{M}' \u2019.-]+$/u;
const LETTER = /\p{L}/u;

/** Trimmed, inner runs of spaces collapsed, NFC: what the server stores. */
export function normalizeFullName(value: string): string {
  return value.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

export type FullNameProblem = 'errNameLength' | 'errNameChars';

/** What is wrong with `value` (already normalized), or undefined when the server will accept it. */
export function fullNameProblem(value: string): FullNameProblem | undefined {
  const length = [...value].length;
  if (length < FULL_NAME_MIN || length > FULL_NAME_MAX) return 'errNameLength';
  if (!ALLOWED.test(value) || !LETTER.test(value)) return 'errNameChars';
  return undefined;
}
