import { http } from '../http/client';
import { localizePath, splitLangPath } from '../i18n/lang-path';
import { loggedOut } from './auth-slice';
import { clearStoredSession, readStoredToken } from './storage';
import type { AppDispatch } from './store';

/**
 * Clear the session, then go to /login with a full page reload. The storage keys are
 * cleared here too, so a stale token that never made a session (no stored user) goes as well.
 * The server ends the session first (its token is refused from then on, even if copied); the page
 * leaves after its answer, or after 3 s without one. The login page is in the page's language.
 */
export function logout(
  dispatch: AppDispatch,
  assign: (url: string) => void = (url) => window.location.assign(url),
  pathname: string = window.location.pathname,
): Promise<void> {
  const token = readStoredToken();
  dispatch(loggedOut());
  clearStoredSession();
  const leave = () => assign(localizePath(splitLangPath(pathname).lang, '/login'));
  if (!token) {
    leave();
    return Promise.resolve();
  }
  return http
    .post('/users/logout', null, { headers: { Authorization: `Bearer ${token}` }, timeout: 3000 })
    .then(leave, leave);
}
