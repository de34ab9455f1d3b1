// The inbox's queries: the filtered list (shared by the page and the CSV export), a page of it
// with its capped total, one enquiry with its timeline, and the keyset cursor of the list
// (created_at, id), as the orders' list. Every page and search reads an index, so a page deep in
// a million enquiries costs what the first one does (api/test/scale-commerce.test.ts).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { EnquiryEvent, StaffEnquiriesExportQuery, StaffEnquiry } from 'contracts';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/http-error';
import {
  afterCursor,
  decodeCursor as decodeListCursor,
  filterColumn,
  encodeCursor,
  isCalendarDay,
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

export { encodeCursor };

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const decoded = decodeListCursor(cursor);
  if (!decoded) throw badRequest('after must be the next cursor of a previous page');
  return decoded;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();

/** 400 for a from or to that passes the pattern but names no day (2026-02-31). */
export function checkDays(filters: StaffEnquiriesExportQuery): void {
  for (const day of [filters.from, filters.to]) {
    if (day !== undefined && !isCalendarDay(day))
      throw badRequest(`${day} is not a day of the calendar (YYYY-MM-DD)`);
  }
}

/** SQLite: the rowids of each way a term finds enquiries, from indexes alone. */
function searchRowids(term: string) {
  return [
    prefixRowids('enquiries', 'email', term.toLowerCase()),
    ...(term.includes('@') ? [] : [nameRowids('enquiries', 'name', term)]),
  ];
}

/**
 * The enquiries the filters keep. A search term with `@` is the start of the e-mail (its index);
 * any other is the start of the e-mail or any part of the name (lib/list-search's nameMatches:
 * the FTS table or trigram index of migration 0028). `dense` (SQLite, many matches): see
 * staffOrderQueries.
 */
function matching(db: Db, filters: StaffEnquiriesExportQuery, dense: boolean) {
  const postgres = isPostgres(db);
  const term = filters.q?.trim();
  // SQLite: see filterColumn, and staffOrderQueries for the two ways a search is read.
  const plain = !postgres && !!term && !dense;
  const column = (name: string) => filterColumn(`enquiries.${name}`, plain);
  return (eb: ExpressionBuilder<Database, 'enquiries'>) => {
    const all: Array<Expression<SqlBool>> = [];
    if (filters.status) all.push(eb(column('status'), '=', filters.status));
    if (filters.course) all.push(eb(column('course'), '=', filters.course));
    if (filters.from) all.push(eb(column('created_at'), '>=', `${filters.from}T00:00:00.000Z`));
    if (filters.to) all.push(eb(column('created_at'), '<', nextDay(filters.to)));
    if (term && dense && !postgres) {
      all.push(rowidIn('enquiries', searchRowids(term)));
    } else if (term) {
      const byEmail = prefixRange('enquiries.email', term.toLowerCase());
      all.push(
        term.includes('@')
          ? byEmail
          : eb.or([byEmail, nameMatches('enquiries', 'name', term, postgres)]),
      );
    }
    return eb.and(all);
  };
}

/** The enquiries the filters keep, with the assignee's e-mail, newest first. */
export function filteredEnquiries(db: Db, filters: StaffEnquiriesExportQuery, dense = false) {
  return db
    .selectFrom('enquiries')
    .leftJoin('users', 'users.id', 'enquiries.assignedTo')
    .select([
      'enquiries.id',
      'enquiries.name',
      'enquiries.email',
      'enquiries.phone',
      'enquiries.subject',
      'enquiries.message',
      'enquiries.course',
      'enquiries.status',
      'enquiries.language',
      'enquiries.assignedTo',
      'enquiries.createdAt',
      'enquiries.updatedAt',
      'users.email as assigneeEmail',
    ])
    .where(matching(db, filters, dense))
    .orderBy('enquiries.createdAt', 'desc')
    .orderBy('enquiries.id', 'desc');
}

const isFiltered = (filters: StaffEnquiriesExportQuery) =>
  !!(filters.status || filters.course || filters.from || filters.to);

export interface StaffEnquiryListOptions extends StaffEnquiriesExportQuery {
  limit: number;
  /** The last row of the page before. */
  cursor?: { createdAt: string; id: string };
}

/**
 * The queries of a page of the inbox (its rows, one more than asked, the count capped at
 * LIST_COUNT_CAP + 1, and on SQLite for a search its matches counted from its indexes alone),
 * unrun: the list runs them, tests EXPLAIN them. How SQLite reads a search: see staffOrderQueries.
 */
export function staffEnquiryQueries(db: Db, options: StaffEnquiryListOptions, dense = false) {
  const { limit, cursor, ...filters } = options;
  let rows = filteredEnquiries(db, filters, dense).limit(limit + 1);
  if (cursor) {
    const plain = !isPostgres(db) && !!filters.q?.trim() && !dense;
    rows = rows.where(afterCursor('enquiries', cursor, plain));
  }
  const term = filters.q?.trim();
  const matches =
    !isPostgres(db) && term
      ? db
          .selectFrom(sql`(${matchedRowids(searchRowids(term))})`.as('capped'))
          .select((eb) => eb.fn.countAll().as('count'))
      : undefined;
  const capped = db
    .selectFrom('enquiries')
    .select(sql<number>`1`.as('one'))
    .where(matching(db, filters, dense))
    .limit(LIST_COUNT_CAP + 1)
    .as('capped');
  return {
    rows,
    count:
      matches && !isFiltered(filters)
        ? matches
        : db.selectFrom(capped).select((eb) => eb.fn.countAll().as('count')),
    matches,
  };
}

/** One page of the inbox, its total (capped) and the cursor of the next page. */
export function listStaffEnquiries(db: Db, options: StaffEnquiryListOptions) {
  return keysetPage(
    (dense) => staffEnquiryQueries(db, options, dense),
    options.limit,
    isFiltered(options),
  );
}

export async function staffEnquiry(db: Db, id: string): Promise<StaffEnquiry | undefined> {
  const row = await filteredEnquiries(db, {}).where('enquiries.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const events = await db
    .selectFrom('enquiryEvents')
    .leftJoin('users', 'users.id', 'enquiryEvents.actorId')
    .select([
      'enquiryEvents.id',
      'enquiryEvents.at',
      'enquiryEvents.kind',
      'enquiryEvents.text',
      'enquiryEvents.details',
      'users.email as actorEmail',
    ])
    .where('enquiryEvents.enquiryId', '=', id)
    .orderBy('enquiryEvents.seq', 'asc')
    .execute();
  return {
    ...row,
    language: row.language as StaffEnquiry['language'],
    events: events.map((e): EnquiryEvent => {
      const details = JSON.parse(e.details) as {
        subject?: string;
        language?: string;
        from?: string;
        to?: string;
      };
      return {
        id: e.id,
        at: e.at,
        kind: e.kind,
        actorEmail: e.actorEmail ?? null,
        text: e.text,
        subject: details.subject ?? null,
        language: details.language ?? null,
        from: details.from ?? null,
        to: details.to ?? null,
      };
    }),
  };
}
