import { useCallback, useEffect, useRef, useState } from 'react';
import { listOrders, type OrdersFilter, type OrdersPage } from '../../api/orders-api';

/**
 * The orders list, paged by the API's keyset cursor: each page answers the cursor of the one
 * after it, so going back means remembering the cursors of the pages seen (`trail`). Only the
 * answer to the latest request is shown; a failure keeps the page shown.
 */
export function useOrders() {
  const [query, setQuery] = useState<{ filter: OrdersFilter; trail: Array<string | null> }>({
    filter: { status: '', q: '' },
    trail: [null],
  });
  const [page, setPage] = useState<OrdersPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setError(null);
    try {
      const answer = await listOrders(query.filter, query.trail.at(-1) ?? null);
      if (call === latest.current) setPage(answer);
    } catch (failure) {
      if (call === latest.current) setError(failure);
    }
  }, [query]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return {
    page,
    error,
    filter: query.filter,
    /** 1 for the newest page. */
    number: query.trail.length,
    reload,
    search: (filter: OrdersFilter) => setQuery({ filter, trail: [null] }),
    older: () => {
      const next = page?.next;
      if (next) setQuery((q) => ({ ...q, trail: [...q.trail, next] }));
    },
    newer: () => setQuery((q) => (q.trail.length > 1 ? { ...q, trail: q.trail.slice(0, -1) } : q)),
  };
}
