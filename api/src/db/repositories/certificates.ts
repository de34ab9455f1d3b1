import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import { CERTIFICATE_PREFIX, normalizeCertificateId } from '../../lib/ids';
import type { Db } from '../database';
import type { Certificate, Database, NewCertificate } from '../schema';
import { likePattern } from './users';

/** The admin list counts its rows exactly up to this many; past it, it says "more than". */
export const LIST_COUNT_CAP = 10_000;

/**
 * A search counts its matches up to this many: each match is a row to read (PostgreSQL checks
 * the stored name of each row its trigram index proposes), where the whole list counts from its
 * index.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** A search term this long (or longer) also matches certificate IDs starting with it. */
export const ID_SEARCH_MIN_LENGTH = 5;

/**
 * From this many matches a SQLite name search walks the list's index (a page is met within a few
 * tens of thousands of entries at a million certificates) rather than sorting every match.
 */
export const DENSE_NAME_MATCHES = SEARCH_COUNT_CAP;

/** Where a page of the admin list ends: the next page starts after this row. */
export interface CertificateCursor {
  createdAt: string;
  certificateId: string;
}

export interface CertificateListOptions {
  pageSize: number;
  /** From 1; ignored with a cursor. */
  page?: number;
  cursor?: CertificateCursor;
  search?: string;
}

export interface CertificatePage {
  rows: Certificate[];
  /** Exact up to LIST_COUNT_CAP (SEARCH_COUNT_CAP for a search). */
  total: number;
  /** True when there are more rows than the cap (`total` is then the cap). */
  totalCapped: boolean;
  nextCursor: CertificateCursor | null;
}

/**
 * The name as PostgreSQL's name search compares it (CERTIFICATE_NAME_KEY, stored as name_search
 * by migration 0025's trigger), done in JavaScript.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** How far `list` counts. */
function countCap(search: string | undefined): number {
  return search?.trim() ? SEARCH_COUNT_CAP : LIST_COUNT_CAP;
}

/**
 * The ID prefixes a search term stands for: the ID as printed, or without its SB- (people often
 * leave it out); none under ID_SEARCH_MIN_LENGTH characters.
 */
function idPrefixes(term: string): string[] {
  const id = normalizeCertificateId(term);
  if (id.length < ID_SEARCH_MIN_LENGTH) return [];
  return id.startsWith(CERTIFICATE_PREFIX) ? [id] : [id, `${CERTIFICATE_PREFIX}${id}`];
}

/** The term as one FTS5 phrase: quoted, its own quotes doubled, so no character is an operator. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * `column` starts with `prefix`, as a range an index can read: from the prefix up to the prefix
 * followed by the highest character (IDs and addresses are compared byte by byte).
 */
function prefixOf(
  eb: ExpressionBuilder<Database, 'certificates'>,
  column: 'certificateId' | 'recipientEmail',
  prefix: string,
) {
  return eb.and([eb(column, '>=', prefix), eb(column, '<', `${prefix}\uffff`)]);
}

export class CertificatesRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Db) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  findByCertificateId(certificateId: string): Promise<Certificate | undefined> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', certificateId)
      .executeTakeFirst();
  }

  /**
   * The certificates of one holder, newest first: those issued to `email` (lower-cased) and those
   * earned by `userId`'s assessment attempts (issued to the account's address).
   */
  ofHolder(userId: string, email: string): Promise<Certificate[]> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('recipientEmail', '=', email),
          eb(
            'certificateId',
            'in',
            eb
              .selectFrom('assessmentAttempts')
              .select('assessmentAttempts.certificateId')
              .where('assessmentAttempts.userId', '=', userId)
              .where('assessmentAttempts.certificateId', 'is not', null)
              .$narrowType<{ certificateId: string }>(),
          ),
        ]),
      )
      .orderBy('issueDate', 'desc')
      .orderBy('createdAt', 'desc')
      .limit(500)
      .execute();
  }

  /** One certificate of the holder (as ofHolder lists them), or undefined. */
  ofHolderById(userId: string, email: string, certificateId: string) {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', certificateId)
      .where((eb) =>
        eb.or([
          eb('recipientEmail', '=', email),
          eb(
            'certificateId',
            'in',
            eb
              .selectFrom('assessmentAttempts')
              .select('assessmentAttempts.certificateId')
              .where('assessmentAttempts.userId', '=', userId)
              .where('assessmentAttempts.certificateId', 'is not', null)
              .$narrowType<{ certificateId: string }>(),
          ),
        ]),
      )
      .executeTakeFirst();
  }

  async create(certificate: NewCertificate): Promise<void> {
    await this.db.insertInto('certificates').values(certificate).execute();
  }

  /** All rows or none. */
  async createMany(certificates: NewCertificate[]): Promise<void> {
    if (certificates.length === 0) return;
    await this.db
      .transaction()
      .execute((trx) => new CertificatesRepository(trx).insertMany(certificates));
  }

  /** Inserts the rows in chunks (neither dialect meets its bound-parameter limit); call it in a transaction. */
  async insertMany(certificates: NewCertificate[]): Promise<void> {
    for (let i = 0; i < certificates.length; i += 200) {
      await this.db
        .insertInto('certificates')
        .values(certificates.slice(i, i + 200))
        .execute();
    }
  }

  async existingIds(certificateIds: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < certificateIds.length; i += 500) {
      const chunk = certificateIds.slice(i, i + 500);
      if (chunk.length === 0) continue;
      const rows = await this.db
        .selectFrom('certificates')
        .select('certificateId')
        .where('certificateId', 'in', chunk)
        .execute();
      for (const row of rows) found.add(row.certificateId);
    }
    return found;
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

  /** False when the certificate does not exist or is already revoked. */
  async revoke(certificateId: string, reason: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('certificates')
      .set({ status: 'revoked', revokedReason: reason, revokedAt: now })
      .where('certificateId', '=', certificateId)
      .where('status', '=', 'valid')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
