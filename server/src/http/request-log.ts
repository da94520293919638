import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * One JSON log line per API request: request id, method, path, status, duration and who (account
 * id). No query string, header, cookie or body: search terms, tokens and passwords never reach
 * the logs.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const caller = c.get('caller');
  c.var.deps.log.info(
    {
      reqId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(caller ? { account: caller.account.id } : {}),
    },
    'request',
  );
};
