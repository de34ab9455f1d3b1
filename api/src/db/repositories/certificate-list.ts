// The admin's list of certificates: one page, newest first, from a cursor or a page number, with
// a capped count and a search by address, ID or name. The base layer of CertificatesRepository
// (certificates.ts), kept apart because its queries are planned for a million rows.
import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../database';
import type { Certificate, Database } from '../schema';
import {
  countCap,
  DENSE_NAME_MATCHES,
  ftsPhrase,
  idPrefixes,
  nameKey,
  prefixOf,
  SEARCH_COUNT_CAP,
  type CertificateListOptions,
  type CertificatePage,
} from './certificate-search';
import { likePattern } from './users';

export class CertificateListRepository {
  private readonly postgres: boolean;

  constructor(protected readonly db: Db) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /**
   * One page of the admin's list, newest first (created_at, then certificate_id, the order of
   * certificates_created_idx). `cursor` (the last row of the page before) starts the page where
   * that one ended, the way to read deep into the list; `page` skips whole pages, reading only
   * the index for the skipped ones. The total is exact up to LIST_COUNT_CAP (SEARCH_COUNT_CAP for
   * a search); past it `totalCapped`
   * says there are more (counting a million rows on every call would cost more than the page).
   *
   * `search` finds, newest first: an e-mail address starting with the term when it holds `@`;
   * otherwise a certificate ID starting with it, with or without the SB- (from
   * ID_SEARCH_MIN_LENGTH characters: shorter, it would match most IDs, which all start alike) and any part of a name, whatever its case and
   * accents (SQLite: the trigram FTS table, migration 0024; PostgreSQL: the trigram index on the
   * stored normalised name, name_search, migration 0025).
   */
  async list(options: CertificateListOptions): Promise<CertificatePage> {
    let found: Certificate[];
    let count: { count: string | number | bigint };
    if (this.ftsTerm(options.search)) {
      // The number of matches decides how SQLite reads the page (see listQueries).
      count = await this.listQueries(options).count.executeTakeFirstOrThrow();
      const dense = Number(count.count) >= DENSE_NAME_MATCHES;
      found = await this.listQueries(options, dense).rows.execute();
    } else {
      const queries = this.listQueries(options);
      [found, count] = await Promise.all([
        queries.rows.execute(),
        queries.count.executeTakeFirstOrThrow(),
      ]);
    }
    const rows = found.slice(0, options.pageSize);
    const last = rows[rows.length - 1];
    const total = Number(count.count);
    const cap = countCap(options.search);
    return {
      rows,
      total: Math.min(total, cap),
      totalCapped: total > cap,
      nextCursor:
        found.length > options.pageSize && last
          ? { createdAt: last.createdAt, certificateId: last.certificateId }
          : null,
    };
  }

  /**
   * The two queries of `list` (one page, one capped count), unrun: `list` runs them, tests
   * EXPLAIN them. `dense` (SQLite, a name search with many matches): the page walks the list's
   * index and keeps the rows the FTS table found, stopping at a page; otherwise it fetches every
   * match and sorts them, which is cheaper when they are few and costs too much when many.
   */
  listQueries(options: CertificateListOptions, dense = false) {
    const matching = this.matching(options.search, dense);
    let keys = this.db
      .selectFrom('certificates')
      .select('certificateId')
      .where(matching)
      .orderBy('createdAt', 'desc')
      .orderBy('certificateId')
      // One more than asked: it tells whether a next page exists.
      .limit(options.pageSize + 1);
    const { cursor } = options;
    if (cursor) {
      // created_at <= c bounds the index range; the rest leaves out the rows up to the cursor.
      keys = keys.where((eb) =>
        eb.and([
          eb('createdAt', '<=', cursor.createdAt),
          eb.or([
            eb('createdAt', '<', cursor.createdAt),
            eb('certificateId', '>', cursor.certificateId),
          ]),
        ]),
      );
    } else if (options.page && options.page > 1) {
      keys = keys.offset((options.page - 1) * options.pageSize);
    }
    const term = this.ftsTerm(options.search);
    let matches;
    if (term) {
      // The FTS table counts its matches without reading the certificates; the IDs are added.
      const named = this.db
        .selectFrom(
          sql<{
            rowid: number;
          }>`(select rowid from certificates_fts where certificates_fts match ${ftsPhrase(term)} limit ${SEARCH_COUNT_CAP + 1})`.as(
            'named',
          ),
        )
        .select('named.rowid');
      const ids = idPrefixes(term);
      matches =
        ids.length === 0
          ? named
          : named.union(
              this.db
                .selectFrom('certificates')
                .select(sql<number>`rowid`.as('rowid'))
                .where((eb) => eb.or(ids.map((id) => prefixOf(eb, 'certificateId', id)))),
            );
    } else {
      matches = this.db
        .selectFrom('certificates')
        .select(sql<number>`1`.as('rowid'))
        .where(matching)
        .limit(countCap(options.search) + 1);
    }
    return {
      // The IDs first (from the index alone), then only their rows.
      rows: this.db
        .selectFrom('certificates')
        .selectAll()
        .where('certificateId', 'in', keys)
        .orderBy('createdAt', 'desc')
        .orderBy('certificateId'),
      count: this.db.selectFrom(matches.as('capped')).select((eb) => eb.fn.countAll().as('count')),
    };
  }

  /** The term when SQLite looks for it in the FTS table (three characters or more, no `@`). */
  private ftsTerm(search: string | undefined): string | undefined {
    const term = search?.trim();
    if (this.postgres || !term || term.includes('@') || [...term].length < 3) return undefined;
    return term;
  }

  /** The condition of `list` for a search term (none: every certificate). */
  private matching(search: string | undefined, dense = false) {
    return (eb: ExpressionBuilder<Database, 'certificates'>) => {
      const term = search?.trim();
      if (!term) return eb.and([]);
      if (term.includes('@')) return prefixOf(eb, 'recipientEmail', term.toLowerCase());
      const byName = this.postgres
        ? eb(
            // The stored normalised name (migration 0025), which the trigram index covers.
            sql<string>`name_search`,
            'like',
            sql<string>`${likePattern(nameKey(term))} escape '\\'`,
          )
        : this.ftsTerm(term)
          ? eb(
              // `+` keeps SQLite from reading by rowid, so it walks the list's index instead.
              dense ? sql<number>`+certificates.rowid` : sql<number>`certificates.rowid`,
              'in',
              sql<number>`(select rowid from certificates_fts where certificates_fts match ${ftsPhrase(term)})`,
            )
          : // The trigram index needs three characters; two are few enough to read the list for.
            eb(
              sql<string>`lower(full_name)`,
              'like',
              sql<string>`${likePattern(term)} escape '\\'`,
            );
      const ids = idPrefixes(term);
      if (ids.length === 0) return byName;
      return eb.or([...ids.map((prefix) => prefixOf(eb, 'certificateId', prefix)), byName]);
    };
  }
}
