import { useEffect, useState } from 'react';

/** One list read when the section mounts: the rows, or the failure the call rejected with. */
export function useLoaded<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ data?: T; error?: unknown; done: boolean }>({
    done: false,
  });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, done: true }),
      (error: unknown) => live && setState({ error, done: true }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
