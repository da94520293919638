import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAuthenticated, sessionStore } from '@portal/auth';
import { authPaths } from '../paths';

/*
 * The guards decide once, when the route is opened. A page that signs the user in navigates on
 * its own; a guard reacting to the new session would race that navigation and send to `/`.
 */

/** Routes only for unauthenticated users: a signed-in user goes to the root (spec 6). */
export function GuestOnly() {
  const [signedIn] = useState(() => isAuthenticated(sessionStore.getState()));
  return signedIn ? <Navigate to={authPaths.home.href()} replace /> : <Outlet />;
}

/**
 * /authentication/login: a signed-in user goes to the root; a sign-in awaiting its two-step
 * code (the token is the API's HttpOnly cookie; the store keeps the hint) leads to the
 * two-steps screen, keeping the query (spec 2).
 */
export function LoginGate() {
  const { search } = useLocation();
  const [decision] = useState(() => {
    const state = sessionStore.getState();
    if (isAuthenticated(state)) return 'home';
    return state.twoStepPending ? 'two-steps' : 'open';
  });
  if (decision === 'home') return <Navigate to={authPaths.home.href()} replace />;
  if (decision === 'two-steps')
    return <Navigate to={{ pathname: authPaths.twoSteps.path, search }} replace />;
  return <Outlet />;
}
