// The TOTP second factor (RFC 6238: 6 digits, 30 s steps, ±1 step, otplib) and its recovery
// codes. A code, or any earlier step, is refused once one was accepted (the last step is stored);
// five wrong codes in a row lock the second step, for 15 minutes the first time and twice as long
// at each lock in a row after (at most a day), so someone who has the password cannot keep
// guessing five codes a window forever. A recovery code still works while locked: the lock must
// not keep the owner out. Secrets are sealed at rest; recovery codes are stored as salted scrypt
// hashes and each works once (recovery-codes.ts); the login's challenge is in challenges.ts.
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/database';
import type { MfaFactorsTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { seal, unseal } from '../lib/seal';
import { challengeUser, endChallenges, newChallenge, spendChallenge } from './challenges';
import type { CodeCheck } from './code-check';
import { newRecoveryCodes, recoveryCodesLeft, redeemRecoveryCode } from './recovery-codes';

export { CHALLENGE_MINUTES, sha256 } from './challenges';
export { newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';

type Factor = Selectable<MfaFactorsTable>;

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const MAX_WRONG_CODES = 5;
export const LOCK_MINUTES = 15;
export const MAX_LOCK_MINUTES = 24 * 60;

/** How long a lock lasts after `earlierLocks` locks in a row: 15, 30, 60… minutes, at most a day. */
export function lockMinutes(earlierLocks: number): number {
  return Math.min(LOCK_MINUTES * 2 ** Math.min(earlierLocks, 16), MAX_LOCK_MINUTES);
}

export class Mfa {
  constructor(
    private readonly key: Buffer,
    private readonly issuer: string,
  ) {}

  factor(db: Db, userId: string): Promise<Factor | undefined> {
    return db.selectFrom('mfaFactors').selectAll().where('userId', '=', userId).executeTakeFirst();
  }

  async isEnabled(db: Db, userId: string): Promise<boolean> {
    const factor = await this.factor(db, userId);
    return Boolean(factor?.confirmedAt);
  }

  /** A new secret waiting for its first code (replaces an earlier unconfirmed one). */
  async startEnrolment(db: Db, user: { id: string; email: string }) {
    const secret = generateSecret();
    const now = new Date().toISOString();
    await db.deleteFrom('mfaFactors').where('userId', '=', user.id).execute();
    await db
      .insertInto('mfaFactors')
      .values({
        userId: user.id,
        secret: seal(secret, this.key),
        confirmedAt: null,
        lastTimeStep: null,
        lockedUntil: null,
        createdAt: now,
      })
      .execute();
    const otpauthUri = generateURI({ issuer: this.issuer, label: user.email, secret });
    return { secret, otpauthUri };
  }

  /** Checks a TOTP code against the factor, never accepting its last step or an earlier one. */
  async checkTotp(factor: Factor, code: string, now = Date.now()) {
    if (!/^\d{6}$/.test(code)) return undefined;
    const secret = unseal(factor.secret, this.key);
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(factor.lastTimeStep !== null ? { afterTimeStep: factor.lastTimeStep } : {}),
    });
    return result.valid ? (result as unknown as { timeStep: number }).timeStep : undefined;
  }

  /**
   * The second step: a TOTP code or (when `allowRecovery`) an unused recovery code. Counts wrong
   * codes toward the lock and records the accepted step; call it inside the change's transaction.
   */
  async check(db: Db, userId: string, code: string, allowRecovery = true): Promise<CodeCheck> {
    const factor = await this.factor(db, userId);
    if (!factor?.confirmedAt) return { ok: false, locked: false };
    const now = new Date();
    const trimmed = code.trim();
    const recovery = allowRecovery && !/^\d{6}$/.test(trimmed);
    if (factor.lockedUntil && factor.lockedUntil > now.toISOString()) {
      // Only the owner holds the recovery codes (60 bits each): they open the lock, which
      // neither counts nor lengthens on a wrong one.
      const used = recovery && (await redeemRecoveryCode(db, userId, trimmed, now));
      return used || { ok: false, locked: true, lockedUntil: factor.lockedUntil };
    }
    const timeStep = await this.checkTotp(factor, trimmed, now.getTime());
    if (timeStep !== undefined) {
      await db
        .updateTable('mfaFactors')
        .set({ lastTimeStep: timeStep, failedCount: 0, lockedUntil: null, lockCount: 0 })
        .where('userId', '=', userId)
        .execute();
      return { ok: true, kind: 'totp', timeStep };
    }
    if (recovery) {
      const used = await redeemRecoveryCode(db, userId, trimmed, now);
      if (used) return used;
    }
    const failed = factor.failedCount + 1;
    if (failed < MAX_WRONG_CODES) {
      await db
        .updateTable('mfaFactors')
        .set({ failedCount: failed })
        .where('userId', '=', userId)
        .execute();
      return { ok: false, locked: false };
    }
    const minutes = lockMinutes(factor.lockCount);
    const lockedUntil = new Date(now.getTime() + minutes * 60_000).toISOString();
    await db
      .updateTable('mfaFactors')
      .set((eb) => ({ failedCount: 0, lockedUntil, lockCount: eb('lockCount', '+', 1) }))
      .where('userId', '=', userId)
      .execute();
    return { ok: false, locked: true, lockedUntil, lockedMinutes: minutes };
  }

  /** Turns a pending factor on with its first code; false when the code is wrong. */
  async confirm(db: Db, userId: string, code: string): Promise<boolean> {
    const factor = await this.factor(db, userId);
    if (!factor || factor.confirmedAt) return false;
    const timeStep = await this.checkTotp(factor, code.trim());
    if (timeStep === undefined) return false;
    await db
      .updateTable('mfaFactors')
      .set({ confirmedAt: new Date().toISOString(), lastTimeStep: timeStep, failedCount: 0 })
      .where('userId', '=', userId)
      .execute();
    return true;
  }

  async remove(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    await db.deleteFrom('mfaFactors').where('userId', '=', userId).execute();
  }

  /** Ten new recovery codes, replacing all earlier ones; the plain codes are shown once. */
  newRecoveryCodes(db: Db, userId: string): Promise<string[]> {
    return newRecoveryCodes(db, userId);
  }

  recoveryCodesLeft(db: Db, userId: string): Promise<number> {
    return recoveryCodesLeft(db, userId);
  }

  /** A single-use challenge for the login's second step (challenges.ts). */
  newChallenge(db: Db, userId: string): Promise<string> {
    return newChallenge(db, userId);
  }

  challengeUser(db: Db, token: string): Promise<string | undefined> {
    return challengeUser(db, token);
  }

  endChallenges(db: Db, userId: string): Promise<number> {
    return endChallenges(db, userId);
  }

  useChallenge(db: Db, token: string): Promise<boolean> {
    return spendChallenge(db, token);
  }
}
