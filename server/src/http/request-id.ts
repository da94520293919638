import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { setAnswerHeaders } from './answer-headers';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an incoming id may be: a proxy's or a client's token, never free text into the logs. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming `X-Request-Id` when it is a sane token (≤ 64 of [A-Za-z0-9._-]), else a new UUID. */
export const requestIdFrom = (incoming: string | undefined): string =>
  incoming !== undefined && SANE_ID.test(incoming) ? incoming : randomUUID();

/**
 * Gives every request an id (`c.var.requestId`) that the request log line and the error log carry,
 * and sends it back as `X-Request-Id` on every answer, errors included: a person reporting a
 * failure can quote it, and a proxy's own id joins its logs to ours.
 */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', id);
  await next();
  setAnswerHeaders(c, { [REQUEST_ID_HEADER]: id });
};
