import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_REQUEST_ERROR, serverMessage } from 'shared';

export type RemoteList<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[] };

/** Loads a list from the API once, with a `retry` for the error state. */
export function useRemoteList<T>(load: () => Promise<T[]>): RemoteList<T> & { retry: () => void } {
  const [state, setState] = useState<RemoteList<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load().then(
      (items) => active && setState({ status: 'ready', items }),
      (error: unknown) =>
        active &&
        setState({ status: 'error', message: serverMessage(error) ?? DEFAULT_REQUEST_ERROR }),
    );
    // A page that is left before its answer arrives must not set state afterwards.
    return () => {
      active = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
