import { sql } from 'kysely';
import type { Db } from '../database';
import { OneTimeCodesRepository } from './one-time-codes';
import { UsersRepository } from './users';

/**
 * Proving an address with a one-time code (purpose 'email-proof', see OneTimeCodesRepository),
 * and the daily count of notices to an address's owner about sign-ups with it.
 */
export class EmailProofsRepository {
  constructor(private readonly db: Db) {}

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
      if (!(await new OneTimeCodesRepository(trx).consume(code.id, now))) return false;
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
