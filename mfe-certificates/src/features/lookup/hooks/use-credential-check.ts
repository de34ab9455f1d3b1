import { useEffect, useRef, useState } from 'react';
import { certificatePageData } from 'contracts';
import { pageData, usedPageData } from 'shared';
import { checkCredential, type SignatureCheck } from '../api/check-credential';

/**
 * The signature check of the certificate shown: undefined while it runs, then the summary, or
 * null when the signature could not be confirmed. It starts once the card is on screen, when the
 * browser is idle, so the card never waits for it and the page's first load does not pay for it.
 * A page the server rendered with the certificate came with the server's check of the same
 * credential (API 'page-data'): it is the result, and no check runs.
 */
export function useCredentialCheck(certificateId: string): SignatureCheck | null | undefined {
  const [result, setResult] = useState<{ id: string; check: SignatureCheck | null } | null>(() => {
    const sent = pageData<SignatureCheck | null>(certificatePageData.signature(certificateId));
    return sent === undefined ? null : { id: certificateId, check: sent };
  });
  const sentFor = useRef(result ? certificateId : null);

  useEffect(() => {
    if (sentFor.current === certificateId) {
      sentFor.current = null;
      usedPageData(certificatePageData.signature(certificateId));
      return;
    }
    let current = true;
    const run = () => {
      void checkCredential(certificateId).then((check) => {
        if (current) setResult({ id: certificateId, check });
      });
    };
    // When the browser is idle, or at least in a task of its own after the card is painted.
    let cancel: () => void;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 2_000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 0);
      cancel = () => clearTimeout(timer);
    }
    return () => {
      current = false;
      cancel();
    };
  }, [certificateId]);

  // An answer about another certificate (the one shown before) is not this one's.
  return result?.id === certificateId ? result.check : undefined;
}
