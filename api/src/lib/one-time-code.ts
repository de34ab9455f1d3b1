// The e-mailed 6-digit codes (password reset, address proof): drawn at random, stored only as an
// HMAC under the server's code key, compared in constant time.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from 'contracts';

/** A code lives this long, and this many wrong guesses void it. */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_WRONG_GUESSES = 5;

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The stored form of a code, bound to what it is for (`scope`: the flow, the account…). */
export function hashOneTimeCode(key: Buffer | string, scope: string, code: string): string {
  return createHmac('sha256', key).update(`${scope}:${code}`).digest('hex');
}

/** Whether `code` is the one stored as `storedHash` for `scope`. */
export function oneTimeCodeMatches(
  key: Buffer | string,
  scope: string,
  code: string,
  storedHash: string,
): boolean {
  const given = Buffer.from(hashOneTimeCode(key, scope, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
