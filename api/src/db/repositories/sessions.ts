import type { Db } from '../database';
import type { Session } from '../schema';

/** last_used_at is written at most this often per session (not on every request). */
export const SESSION_TOUCH_MS = 60_000;

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async create(session: Session): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  find(id: string, userId: string): Promise<Session | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  /** Records use, when the last record is older than SESSION_TOUCH_MS. */
  async touch(session: Session, now: Date): Promise<void> {
    if (now.getTime() - Date.parse(session.lastUsedAt) < SESSION_TOUCH_MS) return;
    await this.db
      .updateTable('sessions')
      .set({ lastUsedAt: now.toISOString() })
      .where('id', '=', session.id)
      .execute();
  }

  listOf(userId: string): Promise<Session[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('lastUsedAt', 'desc')
      .execute();
  }

  /** False when the user has no such session. */
  async remove(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Every session of the user but `keep` (all of them without it); how many were removed. */
  async removeAll(userId: string, keep?: string): Promise<number> {
    let query = this.db.deleteFrom('sessions').where('userId', '=', userId);
    if (keep) query = query.where('id', '!=', keep);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
