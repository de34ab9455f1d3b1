import { useCallback, useEffect, useRef, useState } from 'react';
import { getCertificate, type Certificate } from '../api/get-certificate';

/** The success highlight lasts 3000 ms. */
export const HIGHLIGHT_MS = 3000;

export type LookupError = 'empty' | 'notFound';

export interface LookupState {
  loading: boolean;
  error: LookupError | null;
  result: Certificate | null;
  highlighted: boolean;
}

/**
 * Idle, then an error or the success card. Each verify clears the previous error
 * and result first; an empty (trimmed) ID is rejected without a request. `initial` is a
 * certificate already found (the server rendered the page with it).
 */
export function useCertificateLookup(initial: Certificate | null = null) {
  // A certificate the page was rendered with shows as a result just found (highlighted).
  const [state, setState] = useState<LookupState>({
    loading: false,
    error: null,
    result: initial,
    highlighted: initial !== null,
  });
  // Only the latest request may settle the state: an older, slower answer must not win.
  const latest = useRef(0);

  const verify = useCallback(async (rawId: string) => {
    const request = ++latest.current;
    const id = rawId.trim();
    if (!id) {
      setState({ loading: false, error: 'empty', result: null, highlighted: false });
      return;
    }
    setState({ loading: true, error: null, result: null, highlighted: false });
    const certificate = await getCertificate(id);
    if (request !== latest.current) return;
    setState(
      certificate
        ? { loading: false, error: null, result: certificate, highlighted: true }
        : { loading: false, error: 'notFound', result: null, highlighted: false },
    );
  }, []);

  useEffect(() => {
    if (!state.highlighted) return;
    const timer = setTimeout(
      () => setState((current) => ({ ...current, highlighted: false })),
      HIGHLIGHT_MS,
    );
    return () => clearTimeout(timer);
  }, [state.highlighted, state.result]);

  useEffect(
    () => () => {
      // A verify still running when the page goes away must not set state afterwards.
      latest.current += 1;
    },
    [],
  );

  return { ...state, verify };
}
