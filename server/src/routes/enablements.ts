import {
  cambioBodySchema,
  cambiosQuerySchema,
  habilitacionesQuerySchema,
  optionalReasonBodySchema,
  reasonBodySchema,
  sofonoQuerySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import { actorOf } from '../lib/audit';
import {
  activateHabilitacion,
  approveCambio,
  createCambio,
  getCambio,
  getHabilitacion,
  listCambios,
  listHabilitaciones,
  rejectCambio,
  requireCambio,
} from '../services/enablements';
import { listSofonoLines } from '../services/sofono';
import type { Precondition } from '../services/versions';

/**
 * Enablements, change requests and phone lines (the enablements domain). Reading needs `read`
 * on the subject (Habilitacion, Cambio, Sofono); changes need `update` or `create`.
 */
export const enablementsRoutes = new Hono<AppEnv>()
  .get('/billing/habilitaciones', async (c) => {
    await authorize(c, 'read', 'Habilitacion');
    return c.json(await listHabilitaciones(c.var.deps, parseQuery(c, habilitacionesQuerySchema)));
  })
  .get('/billing/habilitaciones/:id', async (c) => {
    await authorize(c, 'read', 'Habilitacion');
    const id = parseId(c.req.param('id'));
    return c.json(
      await readVersioned(c, 'habilitaciones', id, () => getHabilitacion(c.var.deps, id)),
    );
  })
  .post('/billing/habilitaciones/:id/activate', async (c) => {
    const caller = await authorize(c, 'update', 'Habilitacion');
    const id = parseId(c.req.param('id'));
    const activate = (precondition?: Precondition) =>
      activateHabilitacion(c.var.deps, actorOf(caller), id, precondition);
    return c.json(
      id === null
        ? await activate()
        : await writeVersioned(
            c,
            'habilitaciones',
            id,
            () => getHabilitacion(c.var.deps, id),
            activate,
          ),
    );
  })
  .get('/billing/cambios', async (c) => {
    await authorize(c, 'read', 'Cambio');
    return c.json(await listCambios(c.var.deps, parseQuery(c, cambiosQuerySchema)));
  })
  .post('/billing/cambios', async (c) => {
    const caller = await authorize(c, 'create', 'Cambio');
    const body = await parseBody(c, cambioBodySchema);
    return c.json(await createCambio(c.var.deps, actorOf(caller), body), 201);
  })
  // One change request with its version as `ETag` (If-Match of approve and reject).
  .get('/billing/cambios/:id', async (c) => {
    await authorize(c, 'read', 'Cambio');
    const id = parseId(c.req.param('id'));
    return c.json(await readVersioned(c, 'cambios', id, () => getCambio(c.var.deps, id)));
  })
  .post('/billing/cambios/:id/approve', async (c) => {
    const caller = await authorize(c, 'update', 'Cambio');
    const id = await requireCambio(c.var.deps, parseId(c.req.param('id')));
    const { reason } = await parseBody(c, optionalReasonBodySchema);
    return c.json(
      await writeVersioned(
        c,
        'cambios',
        id,
        () => getCambio(c.var.deps, id),
        (precondition) => approveCambio(c.var.deps, actorOf(caller), id, reason, precondition),
      ),
    );
  })
  .post('/billing/cambios/:id/reject', async (c) => {
    const caller = await authorize(c, 'update', 'Cambio');
    const id = await requireCambio(c.var.deps, parseId(c.req.param('id')));
    const { reason } = await parseBody(c, reasonBodySchema);
    return c.json(
      await writeVersioned(
        c,
        'cambios',
        id,
        () => getCambio(c.var.deps, id),
        (precondition) => rejectCambio(c.var.deps, actorOf(caller), id, reason, precondition),
      ),
    );
  })
  .get('/billing/sofono', async (c) => {
    await authorize(c, 'read', 'Sofono');
    return c.json(await listSofonoLines(c.var.deps, parseQuery(c, sofonoQuerySchema)));
  });
