import { searchQuerySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { parseQuery } from '../http/validate';
import { search } from '../services/search';

/** The app-bar search (spec 7): pages and records the caller may open. */
export const searchRoutes = new Hono<AppEnv>().get('/app-bar/search', async (c) => {
  const caller = await authenticate(c);
  const { q } = parseQuery(c, searchQuerySchema);
  return c.json(await search(c.var.deps, q, caller.ability));
});
