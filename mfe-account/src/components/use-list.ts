import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A whole list the API answers at once (the catalogue's lists are short), loaded on mount and
 * again on `reload()`; `error` is the last refusal, cleared by the next load that succeeds.
 */
export function useList<T>(fetchAll: () => Promise<T[]>) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fetcher = useRef(fetchAll);
  fetcher.current = fetchAll;
  // A slow answer that arrives after a newer one must not replace it.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const loaded = await fetcher.current();
      if (call !== latest.current) return;
      setRows(loaded);
      setError(null);
    } catch (failure) {
      if (call === latest.current) setError(failure);
    }
  }, []);

  useEffect(() => {
    void reload();
    // Answers that arrive after the screen has gone are dropped.
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { rows, error, reload };
}
