// What the admin's lists of accounts, quiz results and assessment attempts share: a cursor that
// starts a page where the one before ended, a capped count, and how a search term finds accounts
// (migration 0027's indexes). Certificates have the same pieces in certificate-search.ts.
import {
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

/** A list counts its rows exactly up to this many; past it, it says "more than". */
export const LIST_COUNT_CAP = 10_000;

/**
 * A search counts its matches up to this many: each is a row read through a search index, where
 * a whole list counts from its order's index.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * From this many matches a search walks the list's index, keeping the matching rows, rather than
 * reading every match and sorting them (a page is then met within a few thousand entries).
 */
export const DENSE_MATCHES = SEARCH_COUNT_CAP;

/**
 * A search of results or attempts that finds at most this many accounts reads each one's rows
 * through the per-person index, from a list of their ids; more, it keeps the rows of the accounts
 * the users' search index finds, as a subquery.
 */
export const FEW_PEOPLE = 1_000;

/**
 * How a search of results or attempts reads them: `userIds`, the few accounts found (FEW_PEOPLE);
 * without it, the accounts as a subquery, and `dense` when so many rows match that walking the
 * list's index meets a page sooner.
 */
export interface PeoplePlan {
  userIds?: readonly string[];
  dense?: boolean;
}

/** The shortest search term the trigram indexes can find (shorter ones read the list). */
export const TRIGRAM_MIN_LENGTH = 3;

/** Where a page ended: the list's time column and id of its last row. */
export interface Keyset {
  at: string;
  id: string;
}

export interface KeysetOptions {
  pageSize: number;
  /** From 1; ignored with a cursor. */
  page?: number;
  cursor?: Keyset;
  search?: string;
}

export interface KeysetPage<T> {
  rows: T[];
  /** Exact up to LIST_COUNT_CAP (SEARCH_COUNT_CAP for a search). */
  total: number;
  /** True when there are more rows than the cap (`total` is then the cap). */
  totalCapped: boolean;
  nextCursor: Keyset | null;
}

/** `%`, `_` and `\` in a search term are matched literally. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A term as PostgreSQL's search key compares it: NFD, without combining accents, lower-cased. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The term as one FTS5 phrase: quoted, its own quotes doubled, so no character is an operator. */
export function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * Rows after the cursor in a list ordered by `at` descending, then `id` ascending. `at <= c`
 * bounds the index range; the rest leaves out the rows up to the cursor itself.
 */
export function afterKeyset(at: string, id: string, cursor: Keyset): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(at)} <= ${cursor.at} and (${sql.ref(at)} < ${cursor.at} or ${sql.ref(id)} > ${cursor.id}))`;
}

/** The page from the rows a query found (one more than a page tells that a next one exists). */
export function keysetPage<T>(
  found: T[],
  options: KeysetOptions,
  count: number,
  keyOf: (row: T) => Keyset,
): KeysetPage<T> {
  const rows = found.slice(0, options.pageSize);
  const last = rows[rows.length - 1];
  const cap = countCap(options.search);
  return {
    rows,
    total: Math.min(count, cap),
    totalCapped: count > cap,
    nextCursor: found.length > options.pageSize && last ? keyOf(last) : null,
  };
}

/** How far a list counts. */
export function countCap(search: string | undefined): number {
  return search?.trim() ? SEARCH_COUNT_CAP : LIST_COUNT_CAP;
}

/**
 * How a search term finds accounts: any part of the username, full name or address, whatever its
 * case and Latin accents; a term with `@` is an address prefix.
 */
export class PeopleSearch {
  readonly postgres: boolean;

  constructor(private readonly db: Db) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** The term when SQLite looks for it in users_fts (three characters or more, no `@`). */
  ftsTerm(search: string | undefined): string | undefined {
    const term = search?.trim();
    if (this.postgres || !term || term.includes('@')) return undefined;
    return [...term].length >= TRIGRAM_MIN_LENGTH ? term : undefined;
  }

  /**
   * The condition on `users` for a term. `dense` (SQLite): the caller walks the list's index and
   * keeps the FTS table's rows, so SQLite must not read the users by rowid from the FTS matches.
   */
  usersMatching(search: string, dense = false) {
    const term = search.trim();
    return (eb: ExpressionBuilder<Database, 'users'>): Expression<SqlBool> => {
      if (term.includes('@')) {
        // Addresses are stored lower-cased: a prefix is a range of users.email's unique index.
        const prefix = term.toLowerCase();
        return eb.and([eb('users.email', '>=', prefix), eb('users.email', '<', `${prefix}\uffff`)]);
      }
      if (this.postgres) {
        // The stored key (migration 0027), which the trigram index covers.
        return eb(
          sql<string>`users.search_key`,
          'like',
          sql<string>`${likePattern(searchKey(term))} escape '\\'`,
        );
      }
      if (this.ftsTerm(term)) {
        return eb(
          dense ? sql<number>`+users.rowid` : sql<number>`users.rowid`,
          'in',
          sql<number>`(select rowid from users_fts where users_fts match ${ftsPhrase(term)})`,
        );
      }
      // Under three characters the trigram index cannot help; such terms are common, so walking
      // the list meets a page soon.
      const pattern = sql<string>`${likePattern(term)} escape '\\'`;
      return eb.or([
        eb(sql<string>`lower(users.username)`, 'like', pattern),
        eb(sql<string>`lower(users.full_name)`, 'like', pattern),
        eb('users.email', 'like', pattern),
      ]);
    };
  }

  /** The ids of the accounts a term finds, as a subquery. */
  userIds(search: string) {
    return this.db.selectFrom('users').select('users.id').where(this.usersMatching(search));
  }

  /** The ids of the accounts a term finds when there are at most FEW_PEOPLE; otherwise undefined. */
  async fewUserIds(search: string): Promise<string[] | undefined> {
    const rows = await this.userIds(search)
      .limit(FEW_PEOPLE + 1)
      .execute();
    return rows.length > FEW_PEOPLE ? undefined : rows.map((row) => row.id);
  }

  /**
   * The condition on a list's user_id column for a search read by `plan`, or undefined when the
   * list must join users and keep the rows `usersMatching` finds (many people, not dense: the
   * join reads the matching accounts one by one and each one's rows through the per-person
   * index, stopping at the count's cap, where an IN list would first read every account).
   */
  ofPeople(column: string, search: string, plan: PeoplePlan): Expression<SqlBool> | undefined {
    if (plan.userIds) {
      const ids = plan.userIds.length ? plan.userIds : [''];
      return sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})`;
    }
    const fts = this.ftsTerm(search);
    if (plan.dense && fts) {
      // Walking the list's index: each row's account is checked by its rowid against the FTS
      // table's matches (read once), without reading the matching accounts themselves.
      return sql<SqlBool>`(select users.rowid from users where users.id = ${sql.ref(column)})
        in (select rowid from users_fts where users_fts match ${ftsPhrase(fts)})`;
    }
    return undefined;
  }

  /**
   * A list's own filter column (a category, an assessment) in a search read by `plan`. While the
   * search reads the people's rows (a few accounts, or many but not dense), SQLite gets it as
   * `+column`, which keeps the planner off the filter's index: walking that index and checking
   * every row's account took 269 ms (p50) for one category and a common name among 200,000
   * results, where reading the accounts' rows first takes milliseconds.
   */
  filterColumn(column: string, search: string | undefined, plan: PeoplePlan) {
    const readsPeople = Boolean(search?.trim()) && !plan.dense;
    return readsPeople && !this.postgres ? sql<string>`+${sql.ref(column)}` : sql.ref(column);
  }

  /**
   * Runs a search of results or attempts: finds the accounts, counts the rows (capped), then reads
   * the page by the plan that suits their number.
   */
  async searchPlan(
    search: string,
    countWith: (plan: PeoplePlan) => Promise<number>,
  ): Promise<{ plan: PeoplePlan; count: number }> {
    const userIds = await this.fewUserIds(search);
    if (userIds?.length === 0) return { plan: { userIds }, count: 0 };
    const count = await countWith({ userIds });
    return { plan: { userIds, dense: !userIds && count >= DENSE_MATCHES }, count };
  }

  /**
   * A page of people's rows (results, attempts) and their capped count: a search by its plan
   * (searchPlan), a plain list's page and count at once.
   */
  async findRows<Row>(
    search: string | undefined,
    queries: (plan: PeoplePlan) => PeopleListQueries<Row>,
  ): Promise<{ found: Row[]; count: number }> {
    const term = search?.trim();
    if (term) {
      const { plan, count } = await this.searchPlan(term, async (p) =>
        Number((await queries(p).count.executeTakeFirstOrThrow()).count),
      );
      return { found: count === 0 ? [] : await queries(plan).rows.execute(), count };
    }
    const list = queries({});
    const [found, counted] = await Promise.all([
      list.rows.execute(),
      list.count.executeTakeFirstOrThrow(),
    ]);
    return { found, count: Number(counted.count) };
  }
}

/** The two unrun queries of a people's list: its page's rows and its capped count. */
export interface PeopleListQueries<Row> {
  rows: { execute(): Promise<Row[]> };
  count: { executeTakeFirstOrThrow(): Promise<{ count: string | number | bigint }> };
}
