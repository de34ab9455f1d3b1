import { localizePath, splitLangPath } from '../i18n/lang-path';
import { loggedOut } from './auth-slice';
import { clearStoredSession } from './storage';
import type { AppDispatch } from './store';

/**
 * SPEC §4: clear the session, then go to /login with a full page reload. The storage keys are
 * cleared here too, so a stale token that never made a session (no stored user) goes as well.
 * The login page is the one in the page's language.
 */
export function logout(
  dispatch: AppDispatch,
  assign: (url: string) => void = (url) => window.location.assign(url),
  pathname: string = window.location.pathname,
) {
  dispatch(loggedOut());
  clearStoredSession();
  assign(localizePath(splitLangPath(pathname).lang, '/login'));
}
