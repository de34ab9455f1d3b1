import { loggedOut } from './auth-slice';
import type { AppDispatch } from './store';

/** SPEC §4: clear the session, then go to /login with a full page reload. */
export function logout(
  dispatch: AppDispatch,
  assign: (url: string) => void = (url) => window.location.assign(url),
) {
  dispatch(loggedOut());
  assign('/login');
}
