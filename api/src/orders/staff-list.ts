// The staff's list of orders: newest first (created_at, then id: the order of 0016's indexes),
// by status and dates, searched by reference, buyer's name or buyer's e-mail, paged by a keyset
// cursor, with a total exact up to LIST_COUNT_CAP. Every query reads an index, so a page deep in
// a million orders costs what the first one does (api/test/scale-commerce.test.ts EXPLAINs them).
import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import type { OrderStatus } from 'contracts';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  afterCursor,
  filterColumn,
  isPostgres,
  keysetPage,
  LIST_COUNT_CAP,
  matchedRowids,
  nameRowids,
  nameMatches,
  prefixRange,
  prefixRowids,
  rowidIn,
} from '../lib/list-search';

export interface StaffOrderListOptions {
  limit: number;
  status?: OrderStatus;
  /** Placed on or after this day (YYYY-MM-DD, UTC). */
  from?: string;
  /** Placed on or before this day. */
  to?: string;
  q?: string;
  /** The last row of the page before. */
  cursor?: { createdAt: string; id: string };
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();

/**
 * The orders a search term finds: with `@`, the buyer's e-mail starting with it (users.email's
 * unique index, then each buyer's orders by orders_user_created_idx); otherwise the billing name
 * holding it (lib/list-search's nameMatches) or, for a term with a digit or a hyphen, the
 * reference starting with it (the reference's unique index).
 */
function searchCondition(
  eb: ExpressionBuilder<Database, 'orders'>,
  term: string,
  postgres: boolean,
  dense: boolean,
): Expression<SqlBool> {
  if (term.includes('@')) {
    return eb(
      'orders.userId',
      'in',
      eb
        .selectFrom('users as buyers')
        .select('buyers.id')
        .where(prefixRange('buyers.email', term.toLowerCase())),
    );
  }
  if (dense && !postgres) return rowidIn('orders', searchRowids(term));
  const byName = nameMatches('orders', 'billing_name', term, postgres);
  if (!looksLikeReference(term)) return byName;
  return eb.or([prefixRange('orders.reference', term.toUpperCase()), byName]);
}

/** SQLite: the rowids of each way a term (without `@`) finds orders, from indexes alone. */
function searchRowids(term: string) {
  return [
    ...(looksLikeReference(term) ? [prefixRowids('orders', 'reference', term.toUpperCase())] : []),
    nameRowids('orders', 'billing_name', term),
  ];
}

/**
 * Whether a term may be the start of a reference (SB-ORD-7K3P-9QXA): it holds a digit or a
 * hyphen. A plain word is only looked for in names, so a page of a common name reads the index
 * entries of the list alone, not each row's reference.
 */
export function looksLikeReference(term: string): boolean {
  return /[\d-]/.test(term);
}

/**
 * The queries of a page (its rows, one more than asked, and the capped count; and on SQLite, for
 * a search without `@`, `matches`: the search's matches counted from its indexes alone), unrun:
 * the list runs them, tests EXPLAIN them.
 *
 * How SQLite reads a search, by `matches`: under DENSE_NAME_MATCHES, it fetches the matches
 * through the search's own indexes and checks the filters on them (filterColumn), for the page
 * and its count; from DENSE_NAME_MATCHES (`walk`), the page and the count walk the list's (or
 * the filter's) index, keeping the entries whose rowid the search found (rowidIn), reading no
 * row but those of the page.
 */
export function staffOrderQueries(db: Db, options: StaffOrderListOptions, walk = false) {
  const postgres = isPostgres(db);
  const term = options.q?.trim();
  const matching = (dense: boolean) => (eb: ExpressionBuilder<Database, 'orders'>) => {
    const plain = !postgres && !!term && !dense;
    const all: Array<Expression<SqlBool>> = [];
    if (options.status) all.push(eb(filterColumn('orders.status', plain), '=', options.status));
    if (options.from)
      all.push(eb(filterColumn('orders.created_at', plain), '>=', `${options.from}T00:00:00.000Z`));
    if (options.to)
      all.push(eb(filterColumn('orders.created_at', plain), '<', nextDay(options.to)));
    if (term) all.push(searchCondition(eb, term, postgres, dense));
    return eb.and(all);
  };
  let rows = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select([
      'orders.id',
      'orders.reference',
      'orders.status',
      'orders.method',
      'orders.currency',
      'orders.total',
      'orders.billingName',
      'orders.createdAt',
      'users.email as buyerEmail',
    ])
    .where(matching(walk))
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(options.limit + 1);
  const { cursor } = options;
  if (cursor) rows = rows.where(afterCursor('orders', cursor, !postgres && !!term && !walk));
  const filtered = isFiltered(options);
  const matches =
    !postgres && term && !term.includes('@')
      ? db
          .selectFrom(sql`(${matchedRowids(searchRowids(term))})`.as('capped'))
          .select((eb) => eb.fn.countAll().as('count'))
      : undefined;
  const capped = db
    .selectFrom('orders')
    .select(sql<number>`1`.as('one'))
    .where(matching(walk))
    .limit(LIST_COUNT_CAP + 1)
    .as('capped');
  return {
    rows,
    count:
      matches && !filtered
        ? matches
        : db.selectFrom(capped).select((eb) => eb.fn.countAll().as('count')),
    matches,
  };
}

/** Filters besides the search: a status or a date range. */
const isFiltered = (options: StaffOrderListOptions) =>
  !!(options.status || options.from || options.to);

/** One page of the list, its total (capped) and the cursor of the next page. */
export function listStaffOrders(db: Db, options: StaffOrderListOptions) {
  return keysetPage(
    (dense) => staffOrderQueries(db, options, dense),
    options.limit,
    isFiltered(options),
  );
}
