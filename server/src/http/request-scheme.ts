import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The scheme the client used: the connection's, or, behind a reverse proxy (`TRUST_PROXY`), the
 * last `X-Forwarded-Proto` entry (the one the proxy itself wrote; earlier ones are the client's).
 */
export function requestScheme(c: Context<AppEnv>): 'http' | 'https' {
  if (c.var.deps.trustProxy === true) {
    const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
    if (proto === 'http' || proto === 'https') return proto;
  }
  return new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
}
