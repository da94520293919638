import { outboxQuerySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseId, parseQuery } from '../http/validate';
import { getOutgoingMail, listOutgoingMail } from '../services/outbox';

/**
 * "Outgoing e-mail" (services/mailer.ts): what the server sent, for administrators. Reading
 * needs read on `Outbox`, which only `manage all` grants: the bodies hold reset links.
 */
export const outboxRoutes = new Hono<AppEnv>()
  .get('/admin/outbox', async (c) => {
    await authorize(c, 'read', 'Outbox');
    return c.json(await listOutgoingMail(c.var.deps, parseQuery(c, outboxQuerySchema)));
  })
  .get('/admin/outbox/:id', async (c) => {
    await authorize(c, 'read', 'Outbox');
    return c.json(await getOutgoingMail(c.var.deps, parseId(c.req.param('id'))));
  });
