import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { ACCESS_TOKEN_COOKIE } from './caller';
import { messageError } from './errors';
import { requestScheme } from './request-scheme';

export const EDGE_MESSAGES = {
  unsupportedMediaType: 'Content-Type must be application/json',
  malformedAuthorization: 'Unauthorized',
  notFound: 'Not found',
  crossSite: 'Cross-site request refused',
} as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The spec's login answers any failure with its own 400 (spec 8): it reads whatever body it gets. */
const EXEMPT = new Set(['/api/auth/login']);

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType.trim());

/** `scheme://host[:port]` of a URL, the default port left out (as browsers write `Origin`). */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The origin the request was addressed to: its Host header with the client's scheme. */
const ownOrigin = (c: Context<AppEnv>): string | null =>
  originOf(`${requestScheme(c)}://${new URL(c.req.url).host}`);

/**
 * Whether a write may use the session cookie: its `Origin` is the portal's own (the one it was
 * addressed to, `PORTAL_ORIGIN`) or a remote's (`PORTAL_ALLOWED_ORIGINS`); without `Origin`,
 * `Sec-Fetch-Site` says `same-origin` or `none` (typed by the user). Neither header: refused (a
 * browser sends one of them on every write; a script or server has no business with the cookie).
 */
function sameSiteWrite(c: Context<AppEnv>): boolean {
  const header = c.req.header('origin');
  if (header !== undefined) {
    // `Origin: null` (a sandboxed frame, a redirect across sites) is nobody's.
    const origin = originOf(header.trim());
    if (origin === null) return false;
    return origin === ownOrigin(c) || (c.var.deps.trustedOrigins ?? []).includes(origin);
  }
  const site = c.req.header('sec-fetch-site')?.trim().toLowerCase();
  return site === 'same-origin' || site === 'none';
}

/**
 * Checks every API request passes before any route:
 * - a write whose Content-Type is not application/json is 415: the API also accepts the session
 *   cookie, so a `text/plain` or form post from another site must not change data. A DELETE
 *   without a body may omit the header (another site cannot send one without a preflight);
 * - an `Authorization` header that is present but not exactly `Bearer <token>` is 401, never a
 *   fall-back to the cookie;
 * - a path with a NUL character is 404 (query and body strings lose theirs: http/validate.ts);
 * - a write that carries the session cookie and no `Authorization` header is 403 unless it comes
 *   from the portal itself (`sameSiteWrite`): the cookie is sent by the browser whoever asks.
 *   Checked after the 415, so a cross-site form post keeps its 415. A caller without the cookie
 *   is not authenticated by it (sign-in keeps its answers), and a bearer token is never sent by
 *   the browser on its own.
 */
export const edges: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  // A NUL in a path names nothing (and no database could compare it).
  if (/%00/.test(pathname)) throw messageError(404, EDGE_MESSAGES.notFound);
  const contentType = c.req.header('content-type');
  const method = c.req.method.toUpperCase();
  if (
    WRITE_METHODS.has(method) &&
    !EXEMPT.has(pathname) &&
    !isJson(contentType) &&
    !(method === 'DELETE' && contentType === undefined)
  )
    throw messageError(415, EDGE_MESSAGES.unsupportedMediaType);
  const authorization = c.req.header('authorization');
  if (
    authorization !== undefined &&
    !EXEMPT.has(pathname) &&
    !/^Bearer [^\s]+$/i.test(authorization)
  )
    throw messageError(401, EDGE_MESSAGES.malformedAuthorization);
  if (
    WRITE_METHODS.has(method) &&
    authorization === undefined &&
    (getCookie(c, ACCESS_TOKEN_COOKIE) ?? '') !== '' &&
    !sameSiteWrite(c)
  )
    throw messageError(403, EDGE_MESSAGES.crossSite);
  await next();
};
