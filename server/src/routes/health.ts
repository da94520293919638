import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { isMigrated } from '../db/migrate';

/**
 * Health checks a load balancer can use: `/healthz` (the process answers) and `/readyz` (the
 * database answers and every migration has run; 503 otherwise).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' }))
  .get('/readyz', async (c) => {
    const { db, log } = c.var.deps;
    try {
      // Reading the migrations reaches the database: an unreachable one throws here.
      if (!(await isMigrated(db))) return c.json({ status: 'migrations pending' }, 503);
      return c.json({ status: 'ready' });
    } catch (error) {
      log.warn({ err: error, reqId: c.var.requestId }, 'readiness check failed');
      return c.json({ status: 'database unreachable' }, 503);
    }
  });
