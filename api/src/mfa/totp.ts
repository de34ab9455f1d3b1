// The TOTP second factor (RFC 6238: 6 digits, 30 s steps, ±1 step, otplib) and its recovery
// codes. A code, or any earlier step, is refused once one was accepted (the last step is stored);
// five wrong codes in a row lock the second step, for 15 minutes the first time and twice as long
// at each lock in a row after (at most a day), so someone who has the password cannot keep
// guessing five codes a window forever. A recovery code still works while locked: the lock must
// not keep the owner out. Secrets are sealed at rest; recovery codes are stored as salted scrypt
// hashes and each works once.
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/database';
import type { MfaFactorsTable } from '../db/schema';
import type { Selectable } from 'kysely';

type Factor = Selectable<MfaFactorsTable>;
import { newId } from '../lib/ids';
import { seal, unseal } from '../lib/seal';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const MAX_WRONG_CODES = 5;
export const LOCK_MINUTES = 15;
export const MAX_LOCK_MINUTES = 24 * 60;

/** How long a lock lasts after `earlierLocks` locks in a row: 15, 30, 60… minutes, at most a day. */
export function lockMinutes(earlierLocks: number): number {
  return Math.min(LOCK_MINUTES * 2 ** Math.min(earlierLocks, 16), MAX_LOCK_MINUTES);
}
export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_MINUTES = 5;

/** 12 characters of 32 (60 bits), shown as xxxx-xxxx-xxxx. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

async function hashRecoveryCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(normalizeRecoveryCode(code), salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(normalizeRecoveryCode(code), Buffer.from(salt, 'base64url'), 32);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type CodeCheck =
  | { ok: true; kind: 'totp'; timeStep: number }
  | { ok: true; kind: 'recovery'; recoveryId: string }
  | {
      ok: false;
      locked: boolean;
      lockedUntil?: string;
      /** Set when this very code started the lock: its length, for the owner's notice. */
      lockedMinutes?: number;
    };

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
      const used = recovery && (await this.useRecoveryCode(db, userId, trimmed, now));
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
      const used = await this.useRecoveryCode(db, userId, trimmed, now);
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

  /** Uses a matching unused recovery code (and clears the lock); undefined when none matches. */
  private async useRecoveryCode(
    db: Db,
    userId: string,
    code: string,
    now: Date,
  ): Promise<CodeCheck | undefined> {
    const codes = await db
      .selectFrom('recoveryCodes')
      .select(['id', 'codeHash'])
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
    for (const stored of codes) {
      if (await recoveryCodeMatches(code, stored.codeHash)) {
        const used = await db
          .updateTable('recoveryCodes')
          .set({ usedAt: now.toISOString() })
          .where('id', '=', stored.id)
          .where('usedAt', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return undefined;
        await db
          .updateTable('mfaFactors')
          .set({ failedCount: 0, lockedUntil: null, lockCount: 0 })
          .where('userId', '=', userId)
          .execute();
        return { ok: true, kind: 'recovery', recoveryId: stored.id };
      }
    }
    return undefined;
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

  /** Ten new recovery codes, replacing all earlier ones; the plain codes are shown once. */
  async newRecoveryCodes(db: Db, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = new Date().toISOString();
    await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    const rows = [];
    for (const code of codes) {
      rows.push({
        id: newId(),
        userId,
        codeHash: await hashRecoveryCode(code),
        usedAt: null,
        createdAt: now,
      });
    }
    await db.insertInto('recoveryCodes').values(rows).execute();
    return codes;
  }

  async recoveryCodesLeft(db: Db, userId: string): Promise<number> {
    const row = await db
      .selectFrom('recoveryCodes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async remove(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    await db.deleteFrom('mfaFactors').where('userId', '=', userId).execute();
  }

  /** A single-use challenge for the login's second step, bound to the account, 5 minutes. */
  async newChallenge(db: Db, userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await db
      .insertInto('mfaChallenges')
      .values({
        id: newId(),
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(now + CHALLENGE_MINUTES * 60_000).toISOString(),
        usedAt: null,
        createdAt: new Date(now).toISOString(),
      })
      .execute();
    return token;
  }

  /** The account of a live challenge, or undefined (unknown, expired or used). */
  async challengeUser(db: Db, token: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('mfaChallenges')
      .select(['userId'])
      .where('tokenHash', '=', sha256(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date().toISOString())
      .executeTakeFirst();
    return row?.userId;
  }

  /**
   * Ends every pending challenge of the account: a password reset or signing out everywhere must
   * also stop a second step that someone who knew the old password has already reached.
   */
  async endChallenges(db: Db, userId: string): Promise<number> {
    const result = await db
      .deleteFrom('mfaChallenges')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Marks the challenge used; false when another request used it first. */
  async useChallenge(db: Db, token: string): Promise<boolean> {
    const result = await db
      .updateTable('mfaChallenges')
      .set({ usedAt: new Date().toISOString() })
      .where('tokenHash', '=', sha256(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date().toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
