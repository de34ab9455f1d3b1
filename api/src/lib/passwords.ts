// Argon2id with explicit parameters (OWASP: 19 MiB, t=2, p=1) via @node-rs/argon2, plus the
// password policy: 8-128 characters, not a common password, not the e-mail or username.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'contracts';
import { PRODUCTION_ARGON2, type Argon2Params } from '../config';
import { COMMON_PASSWORDS } from './common-passwords';
import { englishText, say, type Said } from './http-error';

const ARGON2ID = 2 as Algorithm;

export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(readonly params: Argon2Params = PRODUCTION_ARGON2) {}

  hash(password: string): Promise<string> {
    return hash(password, {
      algorithm: ARGON2ID,
      memoryCost: this.params.memoryCost,
      timeCost: this.params.timeCost,
      parallelism: this.params.parallelism,
      outputLen: 32,
    });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real verification, for logins with an unknown e-mail, so the
   * response time does not tell whether an account exists.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(18).toString('base64url'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}

/** Why a new password is refused (a catalog message naming `field`), or undefined when it is acceptable. */
export function passwordRefusal(
  password: string,
  field: string,
  context: { email?: string; username?: string } = {},
): Said | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return say('PASSWORD_TOO_SHORT', { field, min: PASSWORD_MIN_LENGTH });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return say('PASSWORD_TOO_LONG', { field, max: PASSWORD_MAX_LENGTH });
  }
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) {
    return say('PASSWORD_COMMON', { field });
  }
  const email = context.email?.toLowerCase();
  const username = context.username?.toLowerCase();
  if (
    (email && (lower === email || lower === email.split('@')[0])) ||
    (username && lower === username)
  ) {
    return say('PASSWORD_PERSONAL', { field });
  }
  return undefined;
}

/** Why a new password is refused, in English, or undefined when it is acceptable. */
export function passwordProblem(
  password: string,
  field: string,
  context: { email?: string; username?: string } = {},
): string | undefined {
  const refusal = passwordRefusal(password, field, context);
  return refusal && englishText(refusal);
}
