import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from 'shared';
import type { Paged } from '../lib/api-helpers';
import type { ServerPage } from './data-table';

/**
 * A list whose pages come from the API, for a `DataTable` with `serverPage`: the filter applied
 * (a search text, a set of filters), the page asked for and the page shown.
 *
 * It asks again when the filter or the page changes, when the page's language changes (the API
 * answers in it), when `refreshKey` changes (rows changed elsewhere on the screen) and on
 * `reload()` (after the panel changed a row). Only the answer to the latest request is shown, so
 * a late answer for a filter or a page no longer asked for does not replace the current one.
 * A failure keeps the page shown: it is `error` until the next request, and `onError` hears of it
 * (for a panel that shows it in a message area it shares with other actions).
 */
export function useServerPage<Row, Filter>({
  fetchPage,
  initialFilter,
  onError,
  refreshKey,
}: {
  /** `cursor`: where the page starts, given when the page before it said (its `nextCursor`). */
  fetchPage: (filter: Filter, page: number, cursor?: string) => Promise<Paged<Row>>;
  initialFilter: Filter;
  onError?: (error: unknown) => void;
  refreshKey?: unknown;
}) {
  const { lang } = useI18n();
  const [query, setQuery] = useState({ filter: initialFilter, page: 1 });
  const [list, setList] = useState<Paged<Row> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);
  // The cursor that starts each page, learnt from the page before it: "next" then reads on from
  // where that page ended, which stays fast however deep the list (a page number skips rows).
  const cursors = useRef(new Map<number, string>());
  // The caller's functions as of the last render, without asking again when they change.
  const given = useRef({ fetchPage, onError });
  given.current = { fetchPage, onError };

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setError(null);
    try {
      const page = await given.current.fetchPage(
        query.filter,
        query.page,
        cursors.current.get(query.page),
      );
      if (request !== latest.current) return;
      if (page.nextCursor) cursors.current.set(query.page + 1, page.nextCursor);
      setList(page);
    } catch (failure) {
      if (request !== latest.current) return;
      setError(failure);
      given.current.onError?.(failure);
    }
  }, [query]);

  useEffect(() => {
    void reload();
  }, [reload, lang, refreshKey]);

  const search = useCallback((filter: Filter) => {
    cursors.current.clear();
    setQuery({ filter, page: 1 });
  }, []);
  const goTo = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);
  const serverPage: ServerPage | undefined = list
    ? {
        page: list.page,
        total: list.total,
        pageSize: list.pageSize,
        onPage: goTo,
        totalCapped: list.totalCapped,
        hasNext: list.nextCursor === undefined ? undefined : list.nextCursor !== null,
      }
    : undefined;

  return {
    /** The page shown (null until the first answer). */
    list,
    /** Why the latest request failed (null when it did not, or while it is under way). */
    error,
    /** The filter applied. */
    filter: query.filter,
    /** Applies a filter, from the first page. */
    search,
    /** Asks for the page shown again. */
    reload,
    /** The table's paging, once there is a page. */
    serverPage,
  };
}
