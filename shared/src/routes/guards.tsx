import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectToken } from '../store/auth-slice';
import { useAppSelector } from '../store/store';
import { guardedRoutes, paths } from './paths';

/** The state /login receives when a guard sent the visitor there. */
export interface LoginRedirectState {
  from?: string;
}

// Signing up ends on /login with the sign-up's own navigation state, so the page a guard sent the
// visitor from is also kept for the tab's session: a buyer who signs up from the checkout comes
// back to it after the login that follows. It is forgotten once used and after half an hour, so an
// abandoned sign-in does not redirect a later, unrelated one.
const RETURN_KEY = 'auth.returnTo';
const RETURN_TTL_MS = 30 * 60_000;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function rememberReturn(from: string) {
  session()?.setItem(RETURN_KEY, JSON.stringify({ from, at: Date.now() }));
}

// Read during render (idempotent, so a render React repeats sees the same) and forgotten once a
// signed-in visitor is past the sign-in pages.
function keptReturn(): string | undefined {
  const raw = session()?.getItem(RETURN_KEY);
  if (!raw) return undefined;
  try {
    const { from, at } = JSON.parse(raw) as { from?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && Date.now() - at < RETURN_TTL_MS;
    return fresh && typeof from === 'string' ? from : undefined;
  } catch {
    return undefined;
  }
}

function matches(list: readonly string[], pathname: string) {
  return list.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * /test, /admin-panel, the checkout and the orders need a stored token (only its presence is
 * checked here; the API checks validity and role); all but /test pass their origin to /login;
 * /login, /signup and /forgot-password go to / when a token exists.
 */
export function RouteGuard({ children }: { children?: ReactNode }) {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  const { pathname } = location;

  if (!token && matches(guardedRoutes.requireToken, pathname)) {
    const state: LoginRedirectState | undefined = matches(guardedRoutes.passOrigin, pathname)
      ? { from: `${pathname}${location.search}` }
      : undefined;
    if (state?.from) rememberReturn(state.from);
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (token && matches(guardedRoutes.guestOnly, pathname)) {
    // Just signed in after a guard sent the visitor here: back to where they were going.
    const from = (location.state as LoginRedirectState | null)?.from ?? keptReturn();
    const safe = from && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
    return <Navigate to={safe} replace />;
  }
  if (token) session()?.removeItem(RETURN_KEY);
  return <>{children}</>;
}
