import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../database';
import type { NewUser, Role, User } from '../schema';
import { nowIso } from '../../lib/time';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** `%`, `_` and `\` in a search term are matched literally. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<User | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  findByUsername(username: string): Promise<User | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
      .executeTakeFirst();
  }

  /**
   * An account made admin here (the operator's ADMIN_EMAIL, the admin command) counts as proven:
   * the operator vouches for the address. Any other account proves it with an e-mailed code.
   */
  async create(user: NewUser): Promise<void> {
    await this.db
      .insertInto('users')
      .values({
        ...user,
        email: user.email.trim().toLowerCase(),
        emailVerifiedAt: user.emailVerifiedAt ?? (user.role === 'admin' ? user.createdAt : null),
      })
      .execute();
  }

  async list(options: { page: number; pageSize: number; search?: string }): Promise<Page<User>> {
    let query = this.db.selectFrom('users');
    if (options.search) {
      const pattern = likePattern(options.search);
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(email)`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(username)`, 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  /**
   * The ids of the admins, for a change that must leave one: call it inside the change's
   * transaction. On PostgreSQL their rows stay locked until it ends, so a second demotion (or
   * deletion) waits and then counts without the first one's account; SQLite runs one write
   * transaction at a time.
   */
  async lockAdmins(): Promise<string[]> {
    let query = this.db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id');
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    return (await query.execute()).map((row) => row.id);
  }

  /** Marks the address proven, if it is still the account's address and not proven yet. */
  async markEmailVerified(id: string, email: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('email', '=', email)
      .where('emailVerifiedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Changing a role also bumps the token version: tokens issued under the old role stop working.
   * The admin route refuses a role above user to an unproven address before it gets here; an
   * account the operator makes admin (ensureAdmin) counts as proven, as in `create`.
   */
  async setRole(id: string, role: Role): Promise<User | undefined> {
    const now = nowIso();
    await this.db
      .updateTable('users')
      .set((eb) => ({
        role,
        tokenVersion: eb('tokenVersion', '+', 1),
        updatedAt: now,
        ...(role === 'admin'
          ? { emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(now)) }
          : {}),
      }))
      .where('id', '=', id)
      .where('role', '!=', role)
      .execute();
    return this.findById(id);
  }

  async setFullName(id: string, fullName: string): Promise<User | undefined> {
    await this.db
      .updateTable('users')
      .set({ fullName, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    return this.findById(id);
  }
}
