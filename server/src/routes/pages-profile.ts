import {
  profileConnectionBodySchema,
  profileProjectsQuerySchema,
  profileQuerySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import {
  getConnection,
  getProfileHeader,
  getProfileTab,
  listProfileProjects,
  setConnection,
} from '../services/pages-profile';

/** The user-profile page (spec 7): header, tabs, project table, connect / disconnect. */
export const pagesProfileRoutes = new Hono<AppEnv>()
  .get('/pages/profile', async (c) => {
    await authenticate(c);
    const { tab } = parseQuery(c, profileQuerySchema);
    return c.json(await getProfileTab(c.var.deps, tab));
  })
  .get('/pages/profile/header', async (c) => {
    await authenticate(c);
    return c.json(await getProfileHeader(c.var.deps));
  })
  .get('/pages/profile/projects', async (c) => {
    await authenticate(c);
    return c.json(await listProfileProjects(c.var.deps, parseQuery(c, profileProjectsQuerySchema)));
  })
  .put('/pages/profile/connections/:id', async (c) => {
    await authorize(c, 'update', 'Profile');
    const { id } = await getConnection(c.var.deps, parseId(c.req.param('id')));
    const { isConnected } = await parseBody(c, profileConnectionBodySchema);
    return c.json(await setConnection(c.var.deps, id, isConnected));
  });
