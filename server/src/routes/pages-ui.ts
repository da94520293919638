import { contactBodySchema, faqQuerySchema, salesRowBodySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import {
  deleteSalesRow,
  getFaq,
  getSalesRow,
  listSalesRows,
  receiveContactMessage,
  updateSalesRow,
} from '../services/pages-ui';

/** The ui-demo pages: data-table sales rows (SalesDemo), FAQ search, the landing contact form. */
export const pagesUiRoutes = new Hono<AppEnv>()
  .get('/pages/datatable', async (c) => {
    await authenticate(c);
    return c.json(await listSalesRows(c.var.deps));
  })
  .put('/pages/datatable/:id', async (c) => {
    await authorize(c, 'update', 'SalesDemo');
    const { id } = await getSalesRow(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, salesRowBodySchema);
    return c.json(await updateSalesRow(c.var.deps, id, body));
  })
  .delete('/pages/datatable/:id', async (c) => {
    await authorize(c, 'delete', 'SalesDemo');
    await deleteSalesRow(c.var.deps, parseId(c.req.param('id')));
    return c.body(null, 204);
  })
  .get('/pages/faq', async (c) => {
    await authenticate(c);
    const { q, lang } = parseQuery(c, faqQuerySchema);
    return c.json(getFaq(lang, c.req.header('accept-language'), q));
  })
  // Public: the landing page is open without signing in.
  .post('/pages/contact', async (c) => {
    const body = await parseBody(c, contactBodySchema);
    return c.json(await receiveContactMessage(c.var.deps, body), 201);
  });
