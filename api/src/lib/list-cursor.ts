// A page's end as the client carries it (the admin's lists of certificates, accounts, results,
// attempts and audit events): opaque, URL-safe, the last row's two sort keys.
import type { Keyset } from '../db/repositories/people-search';
import { badRequest } from './http-error';

export function encodeSortKeys(keys: [string, string | number]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The two sort keys of a cursor this API gave (the second a string, or with `seq` an integer). */
export function decodeSortKeys(text: string, second: 'string'): [string, string];
export function decodeSortKeys(text: string, second: 'seq'): [string, number];
export function decodeSortKeys(text: string, second: 'string' | 'seq'): [string, string | number] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor is not one this list gave');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    (second === 'string' ? typeof parsed[1] !== 'string' : !Number.isSafeInteger(parsed[1]))
  ) {
    throw badRequest('cursor is not one this list gave');
  }
  return [parsed[0], parsed[1] as string | number];
}

export const encodeKeyset = (cursor: Keyset): string => encodeSortKeys([cursor.at, cursor.id]);

/** The cursor, or a 400 for anything this API did not give. */
export function decodeKeyset(text: string | undefined): Keyset | undefined {
  if (text === undefined) return undefined;
  const [at, id] = decodeSortKeys(text, 'string');
  return { at, id };
}

/**
 * A search of results or attempts by the people, from three characters (the trigram indexes'
 * least: a shorter term would read every account); none when blank.
 */
export function searchTerm(search: string | undefined): string | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  if ([...term].length < 3) throw badRequest('search needs at least 3 characters');
  return term;
}
