import {
  invoiceBodySchema,
  invoiceClientSchema,
  invoicePaymentBodySchema,
  invoicesQuerySchema,
  sendInvoiceBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseBody, parseId, parseQuery, queryText } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import {
  createClient,
  createInvoice,
  deleteInvoice,
  getInvoice,
  listClients,
  listInvoices,
  parseDateRange,
  recordInvoicePayment,
  requireInvoice,
  sendInvoice,
  updateInvoice,
} from '../services/invoices';

/** The invoice's detail answer, for a 412's `current`. */
const current = (deps: AppDeps, id: number) => () => getInvoice(deps, id);

/** The template's invoice app (spec 7): reading needs `read` on Invoice, changes their ability. */
export const invoicesRoutes = new Hono<AppEnv>()
  // Before /:id, which would otherwise catch "clients".
  .get('/apps/invoice/clients', async (c) => {
    await authorize(c, 'read', 'Invoice');
    return c.json(await listClients(c.var.deps, queryText(c, 'q')));
  })
  .post('/apps/invoice/clients', async (c) => {
    await authorize(c, 'create', 'Invoice');
    const client = await parseBody(c, invoiceClientSchema);
    return c.json(await createClient(c.var.deps, client), 201);
  })
  .get('/apps/invoice', async (c) => {
    await authorize(c, 'read', 'Invoice');
    const query = parseQuery(c, invoicesQuerySchema);
    const range = parseDateRange(new URL(c.req.url).searchParams);
    return c.json(await listInvoices(c.var.deps, query, range));
  })
  .get('/apps/invoice/:id', async (c) => {
    await authorize(c, 'read', 'Invoice');
    const id = parseId(c.req.param('id'));
    return c.json(await readVersioned(c, 'invoices', id, () => getInvoice(c.var.deps, id)));
  })
  .delete('/apps/invoice/:id', async (c) => {
    const caller = await authorize(c, 'delete', 'Invoice');
    const id = parseId(c.req.param('id'));
    if (id === null) await deleteInvoice(c.var.deps, caller, id);
    else
      await writeVersioned(c, 'invoices', id, current(c.var.deps, id), (precondition) =>
        deleteInvoice(c.var.deps, caller, id, precondition),
      );
    c.header('ETag', undefined);
    return c.body(null, 204);
  })
  .post('/apps/invoice', async (c) => {
    const caller = await authorize(c, 'create', 'Invoice');
    const body = await parseBody(c, invoiceBodySchema);
    return c.json(await createInvoice(c.var.deps, caller, body), 201);
  })
  .put('/apps/invoice/:id', async (c) => {
    const caller = await authorize(c, 'update', 'Invoice');
    const { id } = await requireInvoice(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, invoiceBodySchema);
    return c.json(
      await writeVersioned(c, 'invoices', id, current(c.var.deps, id), (precondition) =>
        updateInvoice(c.var.deps, caller, id, body, precondition),
      ),
    );
  })
  .post('/apps/invoice/:id/send', async (c) => {
    const caller = await authorize(c, 'update', 'Invoice');
    const { id } = await requireInvoice(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, sendInvoiceBodySchema);
    return c.json(
      await writeVersioned(c, 'invoices', id, current(c.var.deps, id), (precondition) =>
        sendInvoice(c.var.deps, caller, id, body, precondition),
      ),
    );
  })
  .post('/apps/invoice/:id/payments', async (c) => {
    const caller = await authorize(c, 'update', 'Invoice');
    const { id } = await requireInvoice(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, invoicePaymentBodySchema);
    return c.json(
      await writeVersioned(c, 'invoices', id, current(c.var.deps, id), (precondition) =>
        recordInvoicePayment(c.var.deps, caller, id, body, precondition),
      ),
      201,
    );
  });
