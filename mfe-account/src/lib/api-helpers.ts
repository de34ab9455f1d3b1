import { serverMessage } from 'shared';

/** A page of rows, whatever envelope the API used (`data` array plus paging fields). */
export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The API counted up to `total` and stopped: there are more rows than that. */
  totalCapped?: boolean;
  /** Where the next page starts, when the API pages by cursor (null: this is the last page). */
  nextCursor?: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Reads `{data:[...], total, page, pageSize}`, `{data:{rows|items}}` or a bare array. */
export function pagedOf<T>(body: unknown, key?: string): Paged<T> {
  let rows: unknown = body;
  if (isRecord(body)) {
    rows = body.data ?? (key ? body[key] : undefined) ?? body.rows ?? body.items;
    if (isRecord(rows)) rows = rows.rows ?? rows.items ?? (key ? rows[key] : undefined);
  }
  const list = Array.isArray(rows) ? (rows as T[]) : [];
  const num = (name: string, fallback: number) =>
    isRecord(body) && typeof body[name] === 'number' ? (body[name] as number) : fallback;
  const paged: Paged<T> = {
    rows: list,
    total: num('total', list.length),
    page: num('page', 1),
    pageSize: num('pageSize', list.length || 20),
  };
  if (isRecord(body) && body.totalCapped === true) paged.totalCapped = true;
  if (isRecord(body) && (typeof body.nextCursor === 'string' || body.nextCursor === null)) {
    paged.nextCursor = body.nextCursor;
  }
  return paged;
}

/** The server's words, or the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** Per-row problems a bulk endpoint reported (`errors: [{row, message}]`). */
export function rowErrorsOf(error: unknown): Array<{ row: number; message: string }> {
  if (!isRecord(error) || !Array.isArray(error.errors)) return [];
  return error.errors.filter(
    (e): e is { row: number; message: string } =>
      isRecord(e) && typeof e.row === 'number' && typeof e.message === 'string',
  );
}

/** The HTTP status of a refused request, when the API answered at all. */
export function statusOf(error: unknown): number | undefined {
  return isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * What to tell staff of a refused request. The catalogue's refusals carry only a general code
 * with English words, so a screen that knows what a status means for its action says it in the
 * page's language (`byStatus`); otherwise the server's words (which are in the page's language
 * when they have a code), or `fallback`.
 */
export function refusalText(
  error: unknown,
  byStatus: Partial<Record<number, string>>,
  fallback: string,
): string {
  const status = statusOf(error);
  const known = status === undefined ? undefined : byStatus[status];
  return known ?? errorText(error, fallback);
}
