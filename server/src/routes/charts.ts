import { Hono } from 'hono';
import { chartSvgRequestSchema } from '@portal/contract';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { parseBody } from '../http/validate';
import { chartSvg } from '../services/chart-svg';

/**
 * Charts drawn by the server (`POST /api/charts/svg`): any signed-in caller. The answer depends
 * on the request alone, so a browser may keep it (the kit keys it by the whole request).
 */
export const chartsRoutes = new Hono<AppEnv>().post('/charts/svg', async (c) => {
  await authenticate(c);
  const request = await parseBody(c, chartSvgRequestSchema);
  return c.json({ svg: chartSvg(request) });
});
