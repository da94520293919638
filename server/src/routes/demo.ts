import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { resetDemoData } from '../services/demo';

/** Demo housekeeping: `POST /api/demo/reset` restores the sample data (the user menu). */
export const demoRoutes = new Hono<AppEnv>().post('/demo/reset', async (c) => {
  await authenticate(c);
  await resetDemoData(c.var.deps);
  return c.body(null, 204);
});
