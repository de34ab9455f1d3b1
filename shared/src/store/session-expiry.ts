import { onUnauthorized } from '../http/client';
import { sessionExpired } from './auth-slice';
import type { AppStore } from './store';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * A 401 on a request that carried the stored token means it expired or was revoked (a password
 * reset or role change bumps its version): sign out cleanly, wherever the visitor is, and say
 * why; the guards then send them to /login, which shows the message. Returns the unsubscribe.
 */
export function watchSessionExpiry(store: AppStore, message = SESSION_EXPIRED_MESSAGE): () => void {
  return onUnauthorized(() => {
    if (store.getState().auth.token) store.dispatch(sessionExpired(message));
  });
}
