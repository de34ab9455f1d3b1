import { useEffect, useState } from 'react';
import { checkCredential, type SignatureCheck } from '../api/check-credential';

/**
 * The signature check of the certificate shown: undefined while it runs, then the summary, or
 * null when the signature could not be confirmed. It starts once the card is on screen, when the
 * browser is idle, so the card never waits for it and the page's first load does not pay for it.
 */
export function useCredentialCheck(certificateId: string): SignatureCheck | null | undefined {
  const [result, setResult] = useState<{ id: string; check: SignatureCheck | null } | null>(null);

  useEffect(() => {
    let current = true;
    const run = () => {
      void checkCredential(certificateId).then((check) => {
        if (current) setResult({ id: certificateId, check });
      });
    };
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: 2_000 })
        : (run(), undefined);
    return () => {
      current = false;
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [certificateId]);

  // An answer about another certificate (the one shown before) is not this one's.
  return result?.id === certificateId ? result.check : undefined;
}
