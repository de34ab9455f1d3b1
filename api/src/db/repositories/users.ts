import { sql } from 'kysely';
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

  async create(user: NewUser): Promise<void> {
    await this.db
      .insertInto('users')
      .values({ ...user, email: user.email.trim().toLowerCase() })
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

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Changing a role also bumps the token version: tokens issued under the old role stop working. */
  async setRole(id: string, role: Role): Promise<User | undefined> {
    await this.db
      .updateTable('users')
      .set((eb) => ({
        role,
        tokenVersion: eb('tokenVersion', '+', 1),
        updatedAt: nowIso(),
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
