import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The client's address: the Node socket's peer (`@hono/node-server`). Behind a reverse proxy
 * (`TRUST_PROXY`), the last `X-Forwarded-For` entry: the address the proxy itself saw (earlier
 * entries are whatever the client sent). Null without a socket (`app.request()`, MSW).
 */
export function clientAddress(c: Context<AppEnv>): string | null {
  if (c.var.deps.trustProxy === true) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
