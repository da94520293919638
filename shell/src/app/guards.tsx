import { Navigate, useLocation } from 'react-router-dom';
import { isAuthenticated, useSession } from '@portal/auth';
import { paths } from '../config/paths';

export const useIsAuthenticated = () => useSession(isAuthenticated);

/** `/`: the CRM dashboard when signed in, else sign-in; the query string is kept (spec 2). */
export function RootRedirect() {
  const { search } = useLocation();
  const signedIn = useIsAuthenticated();
  const target = signedIn ? paths.home.href() : paths.login.href();
  return <Navigate to={`${target}${search}`} replace />;
}

/** Sends a visitor lacking token or user data to sign-in, remembering where they wanted to go. */
export function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={paths.login.href(`${pathname}${search}${hash}`)} replace />;
}
