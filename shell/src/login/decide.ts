/** Where the federated shell's entry is served (the `web` environment of shell/rsbuild.config.ts). */
export const FULL_SHELL_ENTRY = '/static/js/app.js';

/** Paths the light bundle renders: the two sign-in routes (features/auth/paths.ts). */
const LIGHT_PATHS = new Set(['/authentication/login', '/login']);

export const isLightPath = (pathname: string) =>
  LIGHT_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * No stored access token and no pending two-step sign-in: the cookies `@portal/auth` writes
 * (`HostDesk-accessToken`, `HostDesk-twoStepToken`). Anything else, valid or not, goes to the full
 * shell, whose guards decide exactly as before. Read by hand so this entry stays a few hundred bytes.
 */
export function isGuest(cookie: string): boolean {
  return !cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .some(
      ([name, value]) =>
        (name === 'HostDesk-accessToken' || name === 'HostDesk-twoStepToken') &&
        value !== undefined &&
        value !== '',
    );
}
