import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isAuthenticated, useAbility, useSession, verifySession } from '@portal/auth';
import { landingFor } from '../config/landing';
import { paths } from '../config/paths';

/**
 * Signed in? A session restored from storage grants nothing until the API confirms its
 * abilities: this starts that check (once) wherever the answer matters.
 */
export function useIsAuthenticated() {
  const signedIn = useSession(isAuthenticated);
  const pending = useSession((s) => s.abilityStatus === 'pending');
  useEffect(() => {
    if (signedIn && pending) void verifySession();
  }, [signedIn, pending]);
  return signedIn;
}

/** True while a restored session's abilities are being confirmed by the API. */
export const useAbilitiesPending = () => useSession((s) => s.abilityStatus === 'pending');

/**
 * `/`: the CRM dashboard when signed in (or, for an account that may not read it, the first page
 * it may: config/landing.ts), else sign-in; the query string is kept (spec 2).
 */
export function RootRedirect() {
  const { search } = useLocation();
  const signedIn = useIsAuthenticated();
  const ability = useAbility();
  const pending = useAbilitiesPending();
  // A restored session's abilities are being confirmed: the landing page depends on them.
  if (signedIn && pending) return null;
  const target = signedIn ? landingFor(ability) : paths.login.href();
  return <Navigate to={`${target}${search}`} replace />;
}

/** Sends a visitor lacking token or user data to sign-in, remembering where they wanted to go. */
export function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={paths.login.href(`${pathname}${search}${hash}`)} replace />;
}
