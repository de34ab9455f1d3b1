// Pieces shared by the staff's keyset-paged lists (orders, enquiries): the page and its capped
// total, index
// ranges for prefix searches, and the "any part of a name" search on each database's text index
// (SQLite: an FTS5 trigram table; PostgreSQL: a pg_trgm GIN index on the lower-cased name).
import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/** A list counts its rows exactly up to this many; past it, it says "more than". */
export const LIST_COUNT_CAP = 10_000;

/**
 * From this many matches of a search, SQLite walks the list's index and keeps the entries the
 * search found (a page is met within a few thousand entries) rather than fetching every match and
 * sorting them (rowidIn).
 */
export const DENSE_NAME_MATCHES = 1_000;

/** Terms this long (in characters) are looked for anywhere in a name; shorter, at its start. */
export const NAME_ANY_PART_MIN = 3;

export const isPostgres = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** A LIKE pattern's wildcards taken literally (the queries say `escape '\'`). */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` starts with `prefix`, as a range an index can read: from the prefix up to the prefix
 * followed by the highest character (references and addresses compare byte by byte).
 */
export function prefixRange(column: string, prefix: string): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  return sql<SqlBool>`(${ref} >= ${prefix} and ${ref} < ${`${prefix}\uffff`})`;
}

/** The term as one FTS5 phrase: quoted, its own quotes doubled, so no character is an operator. */
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * The row's name (`table.column`) holds `term`, whatever the case: anywhere in it from
 * NAME_ANY_PART_MIN characters, at its start below (no trigram to look for). SQLite reads
 * `table_fts` (migration 0028), or the index of lower(column) for a short term; PostgreSQL the
 * trigram index on `lower(column)`. (A search with many matches is read another way on SQLite:
 * rowidIn.)
 */
export function nameMatches(
  table: 'orders' | 'enquiries',
  column: string,
  term: string,
  postgres: boolean,
): RawBuilder<SqlBool> {
  const lowered = sql`lower(${sql.ref(`${table}.${column}`)})`;
  const key = term.toLowerCase();
  if ([...term].length < NAME_ANY_PART_MIN) {
    return postgres
      ? sql<SqlBool>`${lowered} like ${`${literal(key)}%`} escape '\\'`
      : sql<SqlBool>`(${lowered} >= ${key} and ${lowered} < ${`${key}\uffff`})`;
  }
  if (postgres) return sql<SqlBool>`${lowered} like ${`%${literal(key)}%`} escape '\\'`;
  const fts = sql.table(`${table}_fts`);
  return sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (select rowid from ${fts} where ${fts} match ${ftsPhrase(term)})`;
}

/** `{ total, totalCapped }` from a count capped at LIST_COUNT_CAP + 1. */
export function cappedTotal(count: { count: string | number | bigint } | undefined) {
  const total = Number(count?.count ?? 0);
  return { total: Math.min(total, LIST_COUNT_CAP), totalCapped: total > LIST_COUNT_CAP };
}

/** A page's queries, unrun: its rows (one more than asked), its capped count, a search's matches. */
interface PageQueries<Row> {
  rows: { execute(): Promise<Row[]> };
  count: { executeTakeFirst(): Promise<{ count: string | number | bigint } | undefined> };
  matches?: { executeTakeFirst(): Promise<{ count: string | number | bigint } | undefined> };
}

/**
 * One page of a keyset-paged list, its total (capped) and the cursor of the next page.
 * `queriesOf(dense)` makes the page's queries; with a search on SQLite (`matches`), the number of
 * its matches, counted from the indexes alone, decides how the page is read (dense: the list's
 * index walked, keeping the matches) and is the total unless other filters (`filtered`) apply.
 */
export async function keysetPage<Row extends { createdAt: string; id: string }>(
  queriesOf: (dense: boolean) => PageQueries<Row>,
  limit: number,
  filtered: boolean,
) {
  let found: Row[];
  let count;
  const matches = queriesOf(false).matches;
  if (matches) {
    const counted = await matches.executeTakeFirst();
    const queries = queriesOf(Number(counted?.count ?? 0) >= DENSE_NAME_MATCHES);
    count = filtered ? await queries.count.executeTakeFirst() : counted;
    found = await queries.rows.execute();
  } else {
    const queries = queriesOf(false);
    [found, count] = await Promise.all([queries.rows.execute(), queries.count.executeTakeFirst()]);
  }
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows,
    ...cappedTotal(count),
    next: found.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}

/** The list's keyset cursor: the last row's creation time and id, opaque to the client. */
export const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');

/** The cursor's parts, or undefined when it is not one this API gave. */
export function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || extra !== undefined || Number.isNaN(Date.parse(createdAt)))
    return undefined;
  return { createdAt, id };
}

/** A YYYY-MM-DD that names a real day (the query's pattern lets 2026-02-31 through). */
export function isCalendarDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/**
 * `column` as a condition reads it. With `plain` (SQLite, a search that reads its matches through
 * its own indexes), `+column`: SQLite then does not walk the filter's index (all paid orders, say,
 * reading each row to look for a name) but checks the filter on the matches it fetched.
 */
export function filterColumn(column: string, plain: boolean): RawBuilder<unknown> {
  return plain ? sql`+${sql.ref(column)}` : sql.ref(column);
}

/**
 * The rows after the cursor in the list's order (created_at desc, id desc). A row-value
 * comparison: PostgreSQL seeks the list's index to the cursor with it, where the equivalent
 * `a < x or (a = x and b < y)` made it read from the newest row down. `plain`: see filterColumn.
 */
export function afterCursor(
  table: 'orders' | 'enquiries',
  cursor: { createdAt: string; id: string },
  plain: boolean,
): RawBuilder<SqlBool> {
  const createdAt = filterColumn(`${table}.created_at`, plain);
  const id = filterColumn(`${table}.id`, plain);
  return sql<SqlBool>`(${createdAt}, ${id}) < (${cursor.createdAt}, ${cursor.id})`;
}

/**
 * SQLite, a search without filters: the rowids of each way a row matches (a range of an index,
 * the FTS table's matches), each at most LIST_COUNT_CAP + 1, joined without repeats. Counting
 * them reads indexes only, never the rows (a common name at a million rows has tens of thousands
 * of matches; reading each row to count it would cost more than the page). The count is exact up
 * to the cap: a way with more matches than that alone makes the union pass the cap.
 */
export function matchedRowids(branches: Array<RawBuilder<unknown>>): RawBuilder<unknown> {
  return sql.join(
    branches.map((branch) => sql`select r from (${branch} limit ${LIST_COUNT_CAP + 1})`),
    sql` union `,
  );
}

/** The rowids of `table` whose `column` starts with `prefix` (a range of its index). */
export function prefixRowids(table: string, column: string, prefix: string): RawBuilder<unknown> {
  return sql`select rowid as r from ${sql.table(table)} where ${prefixRange(`${table}.${column}`, prefix)}`;
}

/** The rowids nameMatches finds on SQLite, from the FTS table or the index of lower(column). */
export function nameRowids(
  table: 'orders' | 'enquiries',
  column: string,
  term: string,
): RawBuilder<unknown> {
  if ([...term].length < NAME_ANY_PART_MIN) {
    const lowered = sql`lower(${sql.ref(`${table}.${column}`)})`;
    const key = term.toLowerCase();
    return sql`select rowid as r from ${sql.table(table)}
      where ${lowered} >= ${key} and ${lowered} < ${`${key}\uffff`}`;
  }
  const fts = sql.table(`${table}_fts`);
  return sql`select rowid as r from ${fts} where ${fts} match ${ftsPhrase(term)}`;
}

/**
 * SQLite, a search with many matches: the row is one of the rowids the search's ways find (see
 * matchedRowids), checked with `+rowid` so that SQLite walks the list's or the filter's index,
 * reading index entries only (the rowid is in every index) until it has a page.
 */
export function rowidIn(
  table: 'orders' | 'enquiries',
  branches: Array<RawBuilder<unknown>>,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`+${sql.ref(`${table}.rowid`)} in (${sql.join(branches, sql` union `)})`;
}
