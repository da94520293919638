import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { analyticsDashboard, crmDashboard } from '../services/dashboards';

/** The CRM and analytics figures: `read Dashboard` (http/read-access.ts checks it before these run). */
export const dashboardsRoutes = new Hono<AppEnv>()
  .get('/dashboards/crm', async (c) => {
    await authenticate(c);
    return c.json(await crmDashboard(c.var.deps));
  })
  .get('/dashboards/analytics', async (c) => {
    await authenticate(c);
    return c.json(await analyticsDashboard(c.var.deps));
  });
