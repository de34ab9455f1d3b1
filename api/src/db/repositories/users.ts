import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../database';
import type { NewUser, Role, User } from '../schema';
import { nowIso } from '../../lib/time';
import {
  afterKeyset,
  countCap,
  DENSE_MATCHES,
  ftsPhrase,
  keysetPage,
  likePattern,
  PeopleSearch,
  type KeysetOptions,
  type KeysetPage,
} from './people-search';

export interface Page<T> {
  rows: T[];
  total: number;
}

export { likePattern };

export class UsersRepository {
  private readonly search: PeopleSearch;

  constructor(private readonly db: Db) {
    this.search = new PeopleSearch(db);
  }

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

  /**
   * One page of the admin's list of accounts, newest first (created_at, then id: the order of
   * users_list_idx). `cursor` starts the page where the one before ended (however deep); `page`
   * skips whole pages of the index. The total is exact up to LIST_COUNT_CAP (SEARCH_COUNT_CAP for
   * a search), then `totalCapped`.
   *
   * `search`: an address prefix when it holds `@`; otherwise any part of the username, full name
   * or address, whatever the case and Latin accents (PeopleSearch, migration 0027).
   */
  async list(options: KeysetOptions): Promise<KeysetPage<User>> {
    let found: User[];
    let count: { count: string | number | bigint };
    if (this.search.ftsTerm(options.search)) {
      // How many accounts match decides how SQLite reads the page (see listQueries).
      count = await this.listQueries(options).count.executeTakeFirstOrThrow();
      found = await this.listQueries(options, Number(count.count) >= DENSE_MATCHES).rows.execute();
    } else {
      const queries = this.listQueries(options);
      [found, count] = await Promise.all([
        queries.rows.execute(),
        queries.count.executeTakeFirstOrThrow(),
      ]);
    }
    return keysetPage(found, options, Number(count.count), (user) => ({
      at: user.createdAt,
      id: user.id,
    }));
  }

  /**
   * The two queries of `list` (a page, a capped count), unrun: `list` runs them, tests EXPLAIN
   * them. `dense` (SQLite, a search with many matches): the page walks the list's index keeping
   * the FTS table's rows; otherwise it reads every match and sorts them.
   */
  listQueries(options: KeysetOptions, dense = false) {
    const term = options.search?.trim();
    let keys = this.db
      .selectFrom('users')
      .select('users.id')
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id')
      .limit(options.pageSize + 1);
    if (term) keys = keys.where(this.search.usersMatching(term, dense));
    if (options.cursor) {
      keys = keys.where(afterKeyset('users.createdAt', 'users.id', options.cursor));
    } else if (options.page && options.page > 1) {
      keys = keys.offset((options.page - 1) * options.pageSize);
    }
    const fts = this.search.ftsTerm(term);
    const cap = countCap(term) + 1;
    const matches = fts
      ? // The FTS table counts its matches without reading the accounts.
        this.db.selectFrom(
          sql<{
            one: number;
          }>`(select 1 as one from users_fts where users_fts match ${ftsPhrase(fts)} limit ${cap})`.as(
            'capped',
          ),
        )
      : this.db.selectFrom(
          this.db
            .selectFrom('users')
            .select(sql<number>`1`.as('one'))
            .$if(Boolean(term), (q) => q.where(this.search.usersMatching(term ?? '')))
            .limit(cap)
            .as('capped'),
        );
    return {
      // The ids first (from the index alone), then only their rows.
      rows: this.db
        .selectFrom('users')
        .selectAll()
        .where('id', 'in', keys)
        .orderBy('createdAt', 'desc')
        .orderBy('id'),
      count: matches.select((eb) => eb.fn.countAll().as('count')),
    };
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
