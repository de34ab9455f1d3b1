// What the admin's certificate list searches and counts with: its caps, its page and cursor, and
// what a search term stands for (a name key, ID prefixes, an FTS phrase). Plain values and
// functions, apart from the queries in certificate-list.ts that use them.
import type { ExpressionBuilder } from 'kysely';
import { CERTIFICATE_PREFIX, normalizeCertificateId } from '../../lib/ids';
import type { Certificate, Database } from '../schema';

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
export function countCap(search: string | undefined): number {
  return search?.trim() ? SEARCH_COUNT_CAP : LIST_COUNT_CAP;
}

/**
 * The ID prefixes a search term stands for: the ID as printed, or without its SB- (people often
 * leave it out); none under ID_SEARCH_MIN_LENGTH characters.
 */
export function idPrefixes(term: string): string[] {
  const id = normalizeCertificateId(term);
  if (id.length < ID_SEARCH_MIN_LENGTH) return [];
  return id.startsWith(CERTIFICATE_PREFIX) ? [id] : [id, `${CERTIFICATE_PREFIX}${id}`];
}

/** The term as one FTS5 phrase: quoted, its own quotes doubled, so no character is an operator. */
export function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * `column` starts with `prefix`, as a range an index can read: from the prefix up to the prefix
 * followed by the highest character (IDs and addresses are compared byte by byte).
 */
export function prefixOf(
  eb: ExpressionBuilder<Database, 'certificates'>,
  column: 'certificateId' | 'recipientEmail',
  prefix: string,
) {
  return eb.and([eb(column, '>=', prefix), eb(column, '<', `${prefix}\uffff`)]);
}
