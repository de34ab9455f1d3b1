import { sql } from 'kysely';
import type { Db } from '../database';
import { newId } from '../../lib/ids';
import { UsersRepository } from './users';

/**
 * The codes that prove an account's e-mail address. Kept apart from the password-reset codes: a
 * code of one flow never works in the other, and asking for one never voids the other.
 */
export class EmailProofsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new code for the address and voids every older one, in one transaction. */
  async issue(
    userId: string,
    email: string,
    codeHash: string,
    expiresAt: string,
    now: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('emailProofCodes')
        .set({ voidedAt: now })
        .where('userId', '=', userId)
        .where('consumedAt', 'is', null)
        .where('voidedAt', 'is', null)
        .execute();
      await trx
        .insertInto('emailProofCodes')
        .values({ id: newId(), userId, email, codeHash, expiresAt, attempts: 0, createdAt: now })
        .execute();
    });
  }

  /** The account's live code: not used, not voided, not expired. */
  findLive(userId: string, now: string) {
    return this.db
      .selectFrom('emailProofCodes')
      .selectAll()
      .where('userId', '=', userId)
      .where('consumedAt', 'is', null)
      .where('voidedAt', 'is', null)
      .where('expiresAt', '>', now)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
  }

  /** Counts a wrong guess; the `maxAttempts`-th wrong guess voids the code. */
  async recordWrongGuess(id: string, maxAttempts: number, now: string): Promise<void> {
    await this.db
      .updateTable('emailProofCodes')
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

  /**
   * Uses the code and marks its address proven, in one transaction (with `alsoInside`, the audit
   * event); false when another request used it first, or it expired, or the account's address is
   * no longer the one the code went to.
   */
  async prove(
    code: { id: string; userId: string; email: string },
    now: string,
    alsoInside?: (trx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('emailProofCodes')
        .set({ consumedAt: now })
        .where('id', '=', code.id)
        .where('consumedAt', 'is', null)
        .where('voidedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      if (!(await new UsersRepository(trx).markEmailVerified(code.userId, code.email, now))) {
        return false;
      }
      if (alsoInside) await alsoInside(trx);
      return true;
    });
  }

  /**
   * Counts a notice to `email`'s owner about a sign-up with it on `now`'s (UTC) day; true while
   * the count is within `max`, so this one may go. One atomic upsert: of several requests at once
   * (on any instance) exactly the first `max` get true.
   */
  async takeSignupNotice(email: string, max: number, now: Date): Promise<boolean> {
    const day = now.toISOString().slice(0, 10);
    // Earlier days count for nothing any more.
    await this.db
      .deleteFrom('signupNotices')
      .where('email', '=', email)
      .where('day', '<', day)
      .execute();
    const row = await this.db
      .insertInto('signupNotices')
      .values({ email, day, sent: 1 })
      .onConflict((oc) =>
        oc.columns(['email', 'day']).doUpdateSet({ sent: sql<number>`signup_notices.sent + 1` }),
      )
      .returning('sent')
      .executeTakeFirstOrThrow();
    return Number(row.sent) <= max;
  }
}
