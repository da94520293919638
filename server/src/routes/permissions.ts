import { permissionBodySchema, permissionsQuerySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import {
  createPermission,
  deletePermission,
  getPermission,
  listPermissions,
  updatePermission,
} from '../services/permissions';
import { listRoles } from '../services/roles';

/** The permission's detail answer (GET /apps/permissions/:id), for a 412's `current`. */
const current = (deps: AppDeps, id: number) => () => getPermission(deps, id);

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
  // One permission with its version as `ETag` (the edit form's If-Match).
  .get('/apps/permissions/:id', async (c) => {
    await authenticate(c);
    const id = parseId(c.req.param('id'));
    return c.json(await readVersioned(c, 'permissions', id, () => getPermission(c.var.deps, id)));
  })
  .put('/apps/permissions/:id', async (c) => {
    const caller = await authorize(c, 'update', 'Permission');
    const { id } = await getPermission(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, permissionBodySchema);
    return c.json(
      await writeVersioned(c, 'permissions', id, current(c.var.deps, id), (precondition) =>
        updatePermission(c.var.deps, caller, id, body, precondition),
      ),
    );
  })
  .delete('/apps/permissions/:id', async (c) => {
    const caller = await authorize(c, 'delete', 'Permission');
    const id = parseId(c.req.param('id'));
    if (id === null) await deletePermission(c.var.deps, caller, id);
    else
      await writeVersioned(c, 'permissions', id, current(c.var.deps, id), (precondition) =>
        deletePermission(c.var.deps, caller, id, precondition),
      );
    c.header('ETag', undefined);
    return c.body(null, 204);
  })
  .get('/apps/roles', async (c) => {
    await authenticate(c);
    return c.json(await listRoles(c.var.deps));
  });
