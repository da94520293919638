import { permissionBodySchema, permissionsQuerySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import {
  createPermission,
  deletePermission,
  getPermission,
  listPermissions,
  updatePermission,
} from '../services/permissions';
import { listRoles } from '../services/roles';

/** The permissions app and the roles cards (spec 7). Reading needs a session; changes the Permission ability. */
export const permissionsRoutes = new Hono<AppEnv>()
  .get('/apps/permissions', async (c) => {
    await authenticate(c);
    return c.json(await listPermissions(c.var.deps, parseQuery(c, permissionsQuerySchema)));
  })
  .post('/apps/permissions', async (c) => {
    await authorize(c, 'create', 'Permission');
    const body = await parseBody(c, permissionBodySchema);
    return c.json(await createPermission(c.var.deps, body), 201);
  })
  .put('/apps/permissions/:id', async (c) => {
    await authorize(c, 'update', 'Permission');
    const { id } = await getPermission(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, permissionBodySchema);
    return c.json(await updatePermission(c.var.deps, id, body));
  })
  .delete('/apps/permissions/:id', async (c) => {
    await authorize(c, 'delete', 'Permission');
    await deletePermission(c.var.deps, parseId(c.req.param('id')));
    return c.body(null, 204);
  })
  .get('/apps/roles', async (c) => {
    await authenticate(c);
    return c.json(await listRoles(c.var.deps));
  });
