/** Where the federated shell's entry is served (the `web` environment of shell/rsbuild.config.ts). */
export const FULL_SHELL_ENTRY = '/static/js/app.js';

/** Paths the light bundle renders: the two sign-in routes (features/auth/paths.ts). */
const LIGHT_PATHS = new Set(['/authentication/login', '/login']);

export const isLightPath = (pathname: string) =>
  LIGHT_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The readable hints `@portal/auth` keeps (`HostDesk-signedIn`, `HostDesk-twoStepPending`); the
 * session and two-step tokens are HttpOnly cookies this script cannot see. The token names are
 * still honoured for a browser whose scripts wrote them before the server did.
 */
const SESSION_HINTS = new Set([
  'HostDesk-signedIn',
  'HostDesk-twoStepPending',
  'HostDesk-accessToken',
  'HostDesk-twoStepToken',
]);

/**
 * Not signed in and no pending two-step sign-in, as far as the page's readable cookies say.
 * Anything else, valid or not, goes to the full shell, whose guards decide exactly as before
 * (asking the API). Read by hand so this entry stays a few hundred bytes.
 */
export function isGuest(cookie: string): boolean {
  return !cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .some(([name, value]) => SESSION_HINTS.has(name ?? '') && value !== undefined && value !== '');
}
