import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { menuCounters } from '../services/menu-counters';

/** The navigation's counters (the chat's unread messages): any signed-in caller, their own. */
export const menuRoutes = new Hono<AppEnv>().get('/menu/counters', async (c) => {
  const caller = await authenticate(c);
  return c.json(await menuCounters(c.var.deps, caller));
});
