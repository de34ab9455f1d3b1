// The login's second step is bound to its first by a challenge: a random token, single-use, for
// one account, for five minutes; only its hash is stored. Apart from the TOTP checks (totp.ts)
// because it is about the login, not the factor.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { newId } from '../lib/ids';

export const CHALLENGE_MINUTES = 5;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A single-use challenge for the login's second step, bound to the account, 5 minutes. */
export async function newChallenge(db: Db, userId: string): Promise<string> {
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
export async function challengeUser(db: Db, token: string): Promise<string | undefined> {
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
export async function endChallenges(db: Db, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('mfaChallenges')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks the challenge used; false when another request used it first. */
export async function spendChallenge(db: Db, token: string): Promise<boolean> {
  const result = await db
    .updateTable('mfaChallenges')
    .set({ usedAt: new Date().toISOString() })
    .where('tokenHash', '=', sha256(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
