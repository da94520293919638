import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { SESSION_IDLE_MS } from '../services/caller';
import { TWO_STEP_TTL_MS } from '../services/auth';
import { requestScheme } from './request-scheme';

/** The session token: set by the server, never readable by the page's scripts. */
export const ACCESS_TOKEN_COOKIE = 'HostDesk-accessToken';
/** A started two-step sign-in (a credential with the code): as HttpOnly as the session. */
export const TWO_STEP_COOKIE = 'HostDesk-twoStepToken';
/** Only the sign-in routes read the two-step cookie: no other request carries it. */
const TWO_STEP_PATH = '/api/auth';

const SESSION_MAX_AGE_S = Math.floor(SESSION_IDLE_MS / 1000);
const TWO_STEP_MAX_AGE_S = Math.floor(TWO_STEP_TTL_MS / 1000);

/** `HttpOnly; SameSite=Lax`, and `Secure` when the client came over HTTPS. */
const attributes = (c: Context<AppEnv>, path: string, maxAge: number) =>
  ({
    path,
    maxAge,
    httpOnly: true,
    sameSite: 'Lax',
    secure: requestScheme(c) === 'https',
  }) as const;

/** Sets (or renews: the session slides) the session cookie for 30 days. */
export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, ACCESS_TOKEN_COOKIE, token, attributes(c, '/', SESSION_MAX_AGE_S));
}

/** Removes the session cookie (sign-out, or a cookie whose session has ended). */
export function clearSessionCookie(c: Context<AppEnv>): void {
  setCookie(c, ACCESS_TOKEN_COOKIE, '', attributes(c, '/', 0));
}

export function setTwoStepCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, TWO_STEP_COOKIE, token, attributes(c, TWO_STEP_PATH, TWO_STEP_MAX_AGE_S));
}

export function clearTwoStepCookie(c: Context<AppEnv>): void {
  setCookie(c, TWO_STEP_COOKIE, '', attributes(c, TWO_STEP_PATH, 0));
}

/** The cookie's value, or null when absent or empty. */
export function readCookie(c: Context<AppEnv>, name: string): string | null {
  const value = getCookie(c, name);
  return value === undefined || value === '' ? null : value;
}
