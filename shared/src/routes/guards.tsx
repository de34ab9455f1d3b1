import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectToken } from '../store/auth-slice';
import { useAppSelector } from '../store/store';
import { guardedRoutes, paths } from './paths';

/** The state /login receives when a guard sent the visitor there. */
export interface LoginRedirectState {
  from?: string;
}

function matches(list: readonly string[], pathname: string) {
  return list.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * /test and /admin-panel need a stored token (only its presence is checked
 * here; the API checks validity and role); /admin-panel passes its origin to /login;
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
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (token && matches(guardedRoutes.guestOnly, pathname)) {
    // Just signed in after a guard sent the visitor here: back to where they were going.
    const from = (location.state as LoginRedirectState | null)?.from;
    const safe = from && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
    return <Navigate to={safe} replace />;
  }
  return <>{children}</>;
}
