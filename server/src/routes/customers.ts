import { customersQuerySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseId, parseQuery } from '../http/validate';
import { getCustomer, searchCustomers } from '../services/customers';

/**
 * The hosting customers, for the billing pickers. Readable by anyone who may read an invoice
 * (the auditor included).
 */
export const customersRoutes = new Hono<AppEnv>()
  .get('/billing/customers', async (c) => {
    await authorize(c, 'read', 'Factura');
    const { q } = parseQuery(c, customersQuerySchema);
    return c.json(await searchCustomers(c.var.deps, q));
  })
  .get('/billing/customers/:id', async (c) => {
    await authorize(c, 'read', 'Factura');
    return c.json(await getCustomer(c.var.deps, parseId(c.req.param('id'))));
  });
