import { Hono, type MiddlewareHandler } from 'hono';
import { setAnswerHeaders } from '../http/answer-headers';
import { API_SECURITY_HEADERS, securityHeaders } from './security';
import { serveDist } from './serve-dist';

/**
 * Adds the security headers to every answer: the pages' CSP with the remotes' current origins, or
 * for the API's answers (data, never a document) a fixed policy that allows nothing, so an API
 * request never waits for `remotes.json` to be checked (a file system call per request under load).
 */
export function securityMiddleware(remoteOrigins: () => Promise<string[]>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.req.path.startsWith('/api/')
      ? API_SECURITY_HEADERS
      : securityHeaders(await remoteOrigins());
    setAnswerHeaders(c, headers);
  };
}

/**
 * A remote's static server: its build, readable by the shell's origins (CORS allow-list), with
 * the same security headers. An `/api/...` path here is an unknown endpoint: JSON 404.
 */
export function createRemoteApp(options: {
  dist: string;
  allowedOrigins: readonly string[];
  remoteOrigins: () => Promise<string[]>;
}): Hono {
  const app = new Hono();
  app.use('*', securityMiddleware(options.remoteOrigins));
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && options.allowedOrigins.includes(origin);
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin', { append: true });
    }
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
  });
  app.all('/api', (c) => c.json({ message: 'Not found' }, 404));
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));
  app.on(['GET', 'HEAD'], '*', (c) => serveDist(c, { dist: options.dist, spaFallback: true }));
  return app;
}
