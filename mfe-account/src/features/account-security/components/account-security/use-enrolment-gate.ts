import { useCallback, useEffect, useState } from 'react';
import { onEnrolmentRequired } from '../../api/enrolment-required';
import { getMfaStatus, type MfaStatus } from '../../api/security-api';

/**
 * Whether the admin panel must show only the enrolment: the account's status says the site
 * requires two-step sign-in and it is off, or any call answered 403 MFA_ENROLMENT_REQUIRED. The
 * tabs are not held back while the status is read (most admins have it on); the API refuses
 * their calls meanwhile anyway.
 */
export function useEnrolmentGate(active: boolean) {
  const [gated, setGated] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    const stop = onEnrolmentRequired(() => live && setGated(true));
    getMfaStatus().then(
      (status) => live && status.required && !status.enabled && setGated(true),
      // The tabs stay; a refused call still brings the gate up through the listener.
      () => undefined,
    );
    return () => {
      live = false;
      stop();
    };
  }, [active]);

  /** A status learnt elsewhere (the Sign-in security tab turning it off). */
  const learnt = useCallback((status: MfaStatus) => {
    if (status.required && !status.enabled) setGated(true);
  }, []);

  return { gated, learnt, open: useCallback(() => setGated(false), []) };
}
