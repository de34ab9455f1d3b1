import { onForbidden } from 'shared';

/** The API's refusal of every admin route while an admin who must use two-step sign-in has not. */
export const MFA_ENROLMENT_REQUIRED = 'MFA_ENROLMENT_REQUIRED';

/**
 * Calls `listener` whenever any request answers 403 MFA_ENROLMENT_REQUIRED, whichever tab's call
 * it was, so the admin panel can put its enrolment gate up. Returns the unsubscribe function.
 */
export function onEnrolmentRequired(listener: () => void): () => void {
  return onForbidden((failure) => {
    if (failure.code === MFA_ENROLMENT_REQUIRED) listener();
  });
}
