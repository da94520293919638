import {
  invoiceBodySchema,
  invoiceClientSchema,
  invoicePaymentBodySchema,
  invoicesQuerySchema,
  sendInvoiceBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseBody, parseId, parseQuery, queryText } from '../http/validate';
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
    return c.json(await getInvoice(c.var.deps, parseId(c.req.param('id'))));
  })
  .delete('/apps/invoice/:id', async (c) => {
    await authorize(c, 'delete', 'Invoice');
    await deleteInvoice(c.var.deps, parseId(c.req.param('id')));
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
    return c.json(await updateInvoice(c.var.deps, caller, id, body));
  })
  .post('/apps/invoice/:id/send', async (c) => {
    const caller = await authorize(c, 'update', 'Invoice');
    const { id } = await requireInvoice(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, sendInvoiceBodySchema);
    return c.json(await sendInvoice(c.var.deps, caller, id, body));
  })
  .post('/apps/invoice/:id/payments', async (c) => {
    const caller = await authorize(c, 'update', 'Invoice');
    const { id } = await requireInvoice(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, invoicePaymentBodySchema);
    return c.json(await recordInvoicePayment(c.var.deps, caller, id, body), 201);
  });
