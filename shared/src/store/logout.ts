import { loggedOut } from './auth-slice';
import { clearStoredSession } from './storage';
import type { AppDispatch } from './store';

/**
 * SPEC §4: clear the session, then go to /login with a full page reload. The storage keys are
 * cleared here too, so a stale token that never made a session (no stored user) goes as well.
 */
export function logout(
  dispatch: AppDispatch,
  assign: (url: string) => void = (url) => window.location.assign(url),
) {
  dispatch(loggedOut());
  clearStoredSession();
  assign('/login');
}
