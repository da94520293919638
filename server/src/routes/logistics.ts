import { vehiclesQuerySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { parseQuery } from '../http/validate';
import { listVehicles } from '../services/logistics';

/** Logistics (spec 7): the vehicles on their routes. */
export const logisticsRoutes = new Hono<AppEnv>().get('/apps/logistics/vehicles', async (c) => {
  await authenticate(c);
  return c.json(await listVehicles(c.var.deps, parseQuery(c, vehiclesQuerySchema)));
});
