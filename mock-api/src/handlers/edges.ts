import { http } from 'msw';
import { messageResponse } from '../lib/http';

export const EDGE_MESSAGES = {
  unsupportedMediaType: 'Content-Type must be application/json',
  malformedAuthorization: 'Unauthorized',
  notFound: 'Not found',
} as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths exempt from the JSON content-type rule: the spec's login answers any failure with its
 * own 400 (spec 8), so it keeps reading whatever body it gets.
 */
const CONTENT_TYPE_EXEMPT = new Set(['/api/auth/login']);

const isJson = (contentType: string | null) =>
  contentType !== null && /^application\/json\s*(;|$)/i.test(contentType.trim());

/**
 * Checks every API request passes before any domain handler (registered first; answering
 * nothing lets the request through):
 * - a write whose Content-Type is not application/json is 415: the API also accepts the session
 *   cookie, so a `text/plain` or form post from another site must not change data. A DELETE
 *   without a body may omit the header (another site cannot send one without a preflight);
 * - an `Authorization` header that is present but not exactly `Bearer <token>` is 401, never a
 *   fall-back to the cookie.
 */
export const edgeHandlers = [
  http.all('/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    const contentType = request.headers.get('content-type');
    if (
      WRITE_METHODS.has(request.method) &&
      !CONTENT_TYPE_EXEMPT.has(pathname) &&
      !isJson(contentType) &&
      !(request.method === 'DELETE' && contentType === null)
    ) {
      return messageResponse(415, EDGE_MESSAGES.unsupportedMediaType);
    }
    const authorization = request.headers.get('authorization');
    if (
      authorization !== null &&
      !CONTENT_TYPE_EXEMPT.has(pathname) &&
      !/^Bearer [^\s]+$/i.test(authorization)
    ) {
      return messageResponse(401, EDGE_MESSAGES.malformedAuthorization);
    }
    return undefined;
  }),
];

/** Registered last: an `/api/...` path no handler answered is 404 JSON, not the portal's HTML. */
export const notFoundHandlers = [
  http.all('/api/*', () => messageResponse(404, EDGE_MESSAGES.notFound)),
];
