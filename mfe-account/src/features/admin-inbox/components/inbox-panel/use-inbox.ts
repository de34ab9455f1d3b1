import { useCallback, useEffect, useRef, useState } from 'react';
import {
  EMPTY_FILTER,
  listEnquiries,
  type InboxFilter,
  type InboxPage,
} from '../../api/enquiries-api';

/**
 * The enquiries, paged by the API's keyset cursor: each page answers the cursor of the one after
 * it, so going back means remembering the cursors of the pages seen (`trail`). Only the answer
 * to the latest request is shown; a failure keeps the page shown.
 */
export function useInbox() {
  const [query, setQuery] = useState<{ filter: InboxFilter; trail: Array<string | null> }>({
    filter: EMPTY_FILTER,
    trail: [null],
  });
  const [page, setPage] = useState<InboxPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setError(null);
    try {
      const answer = await listEnquiries(query.filter, query.trail.at(-1) ?? null);
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
    search: (filter: InboxFilter) => setQuery({ filter, trail: [null] }),
    older: () => {
      const next = page?.next;
      if (next) setQuery((q) => ({ ...q, trail: [...q.trail, next] }));
    },
    newer: () => setQuery((q) => (q.trail.length > 1 ? { ...q, trail: q.trail.slice(0, -1) } : q)),
  };
}
