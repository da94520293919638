import { Hono, type ErrorHandler } from 'hono';
import type { Logger } from 'pino';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from './context';
import { EDGE_MESSAGES, edges } from './http/edges';
import { isDatabaseUnavailable, isStorageRefusingWrites } from './db/unavailable';
import {
  DATABASE_UNAVAILABLE,
  HttpError,
  SOMETHING_WENT_WRONG,
  STORAGE_REFUSED,
} from './http/errors';
import { setAnswerHeaders } from './http/answer-headers';
import { requestId } from './http/request-id';
import { readGuard } from './http/read-access';
import { requestLog } from './http/request-log';
import { publishChanges } from './http/publish-changes';
import { apiRoutes } from './routes';
import { EventHub } from './services/events';
import { startPresence } from './services/presence';
import { healthRoutes } from './routes/health';

/**
 * What a thrown error answers: an `HttpError` its own status and body; a database that cannot be
 * reached 503 `{ message }` (passing: logged as a warning, the pool reconnects on a later
 * request); storage that refuses writes (full, read-only) 507 `{ message }`, logged as an error
 * (an operator must act), the write rolled back; anything else is logged once, with its stack and the request id, and answers 500
 * `{ message: 'Something went wrong' }` (never a stack trace).
 */
export const errorHandler =
  (log: Logger): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (error instanceof HttpError)
      return c.json(error.body as object, error.status as ContentfulStatusCode, error.headers);
    const where = { reqId: c.get('requestId'), method: c.req.method, path: c.req.path };
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, ...where }, 'database unavailable');
      return c.json({ message: DATABASE_UNAVAILABLE }, 503);
    }
    if (isStorageRefusingWrites(error)) {
      log.error({ err: error, ...where }, 'storage refuses writes');
      return c.json({ message: STORAGE_REFUSED }, 507);
    }
    log.error({ err: error, ...where }, 'request failed');
    return c.json({ message: SOMETHING_WENT_WRONG }, 500);
  };

/**
 * The API as a Hono app, built from its dependencies (no listening, no globals): `main.ts`
 * serves it, tests call `app.request()`, and the MSW test double hands it every `/api` request.
 */
export function createApp(given: AppDeps): Hono<AppEnv> {
  const deps: AppDeps = given.events
    ? given
    : { ...given, events: new EventHub({ db: given.db, clock: given.clock, log: given.log }) };
  startPresence(deps);
  const app = new Hono<AppEnv>();
  app.use('*', requestId);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('caller', undefined);
    await next();
  });
  app.onError(errorHandler(deps.log));
  app.route('/', healthRoutes);
  app.use('/api/*', requestLog);
  app.use('/api/*', async (c, next) => {
    await next();
    // Answers depend on who asks and change with every write: never cached.
    setAnswerHeaders(c, { 'Cache-Control': 'no-store' });
  });
  app.use('/api/*', edges);
  // Every read needs its read ability (http/read-access.ts), as every write needs its own.
  app.use('/api/*', readGuard);
  app.use('/api/*', publishChanges);
  const api = new Hono<AppEnv>();
  for (const routes of apiRoutes) api.route('/', routes);
  app.route('/api', api);
  // An `/api/...` path no route answered is JSON, never the portal's HTML.
  app.all('/api', (c) => c.json({ message: EDGE_MESSAGES.notFound }, 404));
  app.all('/api/*', (c) => c.json({ message: EDGE_MESSAGES.notFound }, 404));
  return app;
}
