import {
  facturaBodySchema,
  facturaPaymentBodySchema,
  facturasQuerySchema,
  reasonBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import {
  createFactura,
  deleteFactura,
  getFactura,
  issueFactura,
  listFacturas,
  recordFacturaPayment,
  requireFactura,
  updateFactura,
  voidFactura,
} from '../services/facturas';

/** The invoice's detail answer, for a 412's `current`. */
const current = (deps: AppDeps, id: number) => () => getFactura(deps, id);

/** Facturacion: fiscal invoices (read, create, update, delete on Factura). */
export const facturasRoutes = new Hono<AppEnv>()
  .get('/billing/facturas', async (c) => {
    await authorize(c, 'read', 'Factura');
    return c.json(await listFacturas(c.var.deps, parseQuery(c, facturasQuerySchema)));
  })
  .get('/billing/facturas/:id', async (c) => {
    await authorize(c, 'read', 'Factura');
    const id = parseId(c.req.param('id'));
    return c.json(await readVersioned(c, 'facturas', id, () => getFactura(c.var.deps, id)));
  })
  .post('/billing/facturas', async (c) => {
    const caller = await authorize(c, 'create', 'Factura');
    const body = await parseBody(c, facturaBodySchema);
    return c.json(await createFactura(c.var.deps, caller, body), 201);
  })
  .put('/billing/facturas/:id', async (c) => {
    const caller = await authorize(c, 'update', 'Factura');
    const { id } = await requireFactura(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, facturaBodySchema);
    return c.json(
      await writeVersioned(c, 'facturas', id, current(c.var.deps, id), (precondition) =>
        updateFactura(c.var.deps, caller, id, body, precondition),
      ),
    );
  })
  .post('/billing/facturas/:id/issue', async (c) => {
    const caller = await authorize(c, 'update', 'Factura');
    const { id } = await requireFactura(c.var.deps, parseId(c.req.param('id')));
    return c.json(
      await writeVersioned(c, 'facturas', id, current(c.var.deps, id), (precondition) =>
        issueFactura(c.var.deps, caller, id, precondition),
      ),
    );
  })
  .post('/billing/facturas/:id/payments', async (c) => {
    const caller = await authorize(c, 'update', 'Factura');
    const { id } = await requireFactura(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, facturaPaymentBodySchema);
    return c.json(
      await writeVersioned(c, 'facturas', id, current(c.var.deps, id), (precondition) =>
        recordFacturaPayment(c.var.deps, caller, id, body, precondition),
      ),
      201,
    );
  })
  .post('/billing/facturas/:id/void', async (c) => {
    const caller = await authorize(c, 'update', 'Factura');
    const { id } = await requireFactura(c.var.deps, parseId(c.req.param('id')));
    const { reason } = await parseBody(c, reasonBodySchema);
    return c.json(
      await writeVersioned(c, 'facturas', id, current(c.var.deps, id), (precondition) =>
        voidFactura(c.var.deps, caller, id, reason, precondition),
      ),
    );
  })
  .delete('/billing/facturas/:id', async (c) => {
    await authorize(c, 'delete', 'Factura');
    await deleteFactura(c.var.deps, parseId(c.req.param('id')));
    return c.body(null, 204);
  });
