// Recovery codes for the second factor: ten at a time, shown once, stored as salted scrypt hashes,
// each working once (and clearing a lock: a lock must not keep the owner out). Apart from the
// TOTP checks (totp.ts) because they are a second, independent way in.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db/database';
import { newId } from '../lib/ids';
import type { CodeCheck } from './code-check';

export const RECOVERY_CODE_COUNT = 10;

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

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

/** Uses a matching unused recovery code (and clears the lock); undefined when none matches. */
export async function redeemRecoveryCode(
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

/** Ten new recovery codes, replacing all earlier ones; the plain codes are shown once. */
export async function newRecoveryCodes(db: Db, userId: string): Promise<string[]> {
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

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
