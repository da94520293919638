import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { messageError } from './errors';

export const EDGE_MESSAGES = {
  unsupportedMediaType: 'Content-Type must be application/json',
  malformedAuthorization: 'Unauthorized',
  notFound: 'Not found',
} as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The spec's login answers any failure with its own 400 (spec 8): it reads whatever body it gets. */
const EXEMPT = new Set(['/api/auth/login']);

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType.trim());

/**
 * Checks every API request passes before any route:
 * - a write whose Content-Type is not application/json is 415: the API also accepts the session
 *   cookie, so a `text/plain` or form post from another site must not change data. A DELETE
 *   without a body may omit the header (another site cannot send one without a preflight);
 * - an `Authorization` header that is present but not exactly `Bearer <token>` is 401, never a
 *   fall-back to the cookie;
 * - a path with a NUL character is 404 (query and body strings lose theirs: http/validate.ts).
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
  await next();
};
