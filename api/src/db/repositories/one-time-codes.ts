import type { Db } from '../database';
import type { CodePurpose } from '../schema';
import { newId } from '../../lib/ids';

/**
 * One-time codes (a password reset's, an address proof's: told apart by purpose) and the reset
 * grants a verified reset code turns into.
 */
export class OneTimeCodesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new code for the user and voids every older one of the same purpose, in one
   * transaction. `email`: the address a proof code went to; `alsoInside`: more work for the same
   * transaction (the e-mail that carries the code).
   */
  async issue(
    userId: string,
    codeHash: string,
    expiresAt: string,
    now: string,
    purpose: CodePurpose = 'reset',
    email: string | null = null,
    alsoInside?: (trx: Db) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('oneTimeCodes')
        .set({ voidedAt: now })
        .where('userId', '=', userId)
        .where('purpose', '=', purpose)
        .where('consumedAt', 'is', null)
        .where('voidedAt', 'is', null)
        .execute();
      await trx
        .insertInto('oneTimeCodes')
        .values({
          id: newId(),
          userId,
          purpose,
          email,
          codeHash,
          expiresAt,
          attempts: 0,
          createdAt: now,
        })
        .execute();
      if (alsoInside) await alsoInside(trx);
    });
  }

  /** The user's live code of that purpose: not used, not voided, not expired. */
  findLive(userId: string, now: string, purpose: CodePurpose = 'reset') {
    return this.db
      .selectFrom('oneTimeCodes')
      .selectAll()
      .where('userId', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumedAt', 'is', null)
      .where('voidedAt', 'is', null)
      .where('expiresAt', '>', now)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
  }

  /** Counts a wrong guess; the `maxAttempts`-th wrong guess voids the code. */
  async recordWrongGuess(id: string, maxAttempts: number, now: string): Promise<void> {
    await this.db
      .updateTable('oneTimeCodes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        voidedAt: eb
          .case()
          .when(eb('attempts', '+', 1), '>=', maxAttempts)
          .then(now)
          .else(eb.ref('voidedAt'))
          .end(),
      }))
      .where('id', '=', id)
      .execute();
  }

  /** Marks the code used; false when another request got there first (or it just expired). */
  async consume(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('oneTimeCodes')
      .set({ consumedAt: now })
      .where('id', '=', id)
      .where('consumedAt', 'is', null)
      .where('voidedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async createGrant(
    userId: string,
    tokenHash: string,
    expiresAt: string,
    now: string,
  ): Promise<void> {
    await this.db
      .insertInto('resetGrants')
      .values({ id: newId(), userId, tokenHash, expiresAt, createdAt: now })
      .execute();
  }

  findLiveGrant(userId: string, tokenHash: string, now: string) {
    return this.db
      .selectFrom('resetGrants')
      .select(['id'])
      .where('userId', '=', userId)
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
  }

  /**
   * Consumes the grant and sets the new password in one transaction: the password changes only
   * if this request is the one that used the grant. Also bumps the token version (ending every
   * session) and voids all outstanding codes and grants of the user.
   */
  async resetPassword(
    userId: string,
    tokenHash: string,
    passwordHash: string,
    now: string,
    /** More work for the same transaction (the audit event). */
    alsoInside?: (trx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('resetGrants')
        .set({ usedAt: now })
        .where('userId', '=', userId)
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('users')
        .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: now }))
        .where('id', '=', userId)
        .execute();
      await trx
        .updateTable('oneTimeCodes')
        .set({ voidedAt: now })
        .where('userId', '=', userId)
        .where('consumedAt', 'is', null)
        .where('voidedAt', 'is', null)
        .execute();
      await trx
        .updateTable('resetGrants')
        .set({ usedAt: now })
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .execute();
      if (alsoInside) await alsoInside(trx);
      return true;
    });
  }
}
