import type { SessionInfo } from '@portal/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { sessionInfo } from '../services/auth';
import { resolveCaller, type Caller } from '../services/caller';
import { forbidden, messageError, unauthorized } from './errors';
import {
  ACCESS_TOKEN_COOKIE,
  clearSessionCookie,
  readCookie,
  setSessionCookie,
} from './session-cookie';

export { ACCESS_TOKEN_COOKIE };
export const API_KEY_READ_ONLY_MESSAGE = 'This API key may only read';

/**
 * The token of a request: `Authorization: Bearer <token>` first, else the session cookie. A
 * header that is present decides: malformed means no token, never the cookie instead.
 */
export function readAccessToken(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization');
  if (header !== undefined) return /^Bearer ([^\s]+)$/i.exec(header)?.[1] ?? null;
  return readCookie(c, ACCESS_TOKEN_COOKIE);
}

/**
 * The caller, or null; looked up once per request. A session cookie slides: it is set again for
 * 30 days whenever the session's last use is written (at most once a minute), and a cookie whose
 * session has ended (expired, revoked, signed out elsewhere) is removed.
 */
export async function findCaller(c: Context<AppEnv>): Promise<Caller | null> {
  const known = c.get('caller');
  if (known !== undefined) return known;
  const token = readAccessToken(c);
  const caller = token === null ? null : await resolveCaller(c.get('deps'), token);
  c.set('caller', caller);
  if (token !== null && c.req.header('authorization') === undefined) {
    if (caller === null) clearSessionCookie(c);
    else if (caller.sessionRenewed === true) setSessionCookie(c, token);
  }
  return caller;
}

/**
 * The session a page request's cookie carries, as GET /api/auth/session answers it; null without
 * one (or for one that has ended: its cookie is removed, as the API does). The shell's page
 * embeds it.
 */
export async function pageSessionOf(c: Context<AppEnv>): Promise<SessionInfo | null> {
  if (c.req.header('authorization') !== undefined) return null;
  if (readCookie(c, ACCESS_TOKEN_COOKIE) === null) return null;
  const caller = await findCaller(c);
  return caller === null ? null : sessionInfo(caller);
}

/**
 * The caller, or 401 `{ message: 'Unauthorized' }`. A read-scoped API key calling anything but
 * GET/HEAD gets 403.
 */
export async function authenticate(c: Context<AppEnv>): Promise<Caller> {
  const caller = await findCaller(c);
  if (!caller) throw unauthorized();
  if (caller.apiKeyScope === 'read' && !['GET', 'HEAD'].includes(c.req.method.toUpperCase()))
    throw messageError(403, API_KEY_READ_ONLY_MESSAGE);
  return caller;
}

/** 403 `{ message: 'Forbidden' }` unless the caller may `action` on `subject`. */
export function requireAbility(caller: Caller, action: string, subject: string): void {
  if (!caller.ability.can(action, subject)) throw forbidden();
}

/** authenticate + requireAbility: the caller, allowed to `action` on `subject`. */
export async function authorize(
  c: Context<AppEnv>,
  action: string,
  subject: string,
): Promise<Caller> {
  const caller = await authenticate(c);
  requireAbility(caller, action, subject);
  return caller;
}
