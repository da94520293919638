import {
  notaBodySchema,
  notaPaymentBodySchema,
  notasQuerySchema,
  reasonBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import {
  cancelNota,
  createNota,
  getNota,
  listNotas,
  payNota,
  requireNota,
  sendNota,
} from '../services/notas';

/** Billing (collection) notes: read, create and update on NotaCobro. */
export const notasRoutes = new Hono<AppEnv>()
  .get('/billing/notas', async (c) => {
    await authorize(c, 'read', 'NotaCobro');
    return c.json(await listNotas(c.var.deps, parseQuery(c, notasQuerySchema)));
  })
  .get('/billing/notas/:id', async (c) => {
    await authorize(c, 'read', 'NotaCobro');
    return c.json(await getNota(c.var.deps, parseId(c.req.param('id'))));
  })
  .post('/billing/notas', async (c) => {
    const caller = await authorize(c, 'create', 'NotaCobro');
    const body = await parseBody(c, notaBodySchema);
    return c.json(await createNota(c.var.deps, caller, body), 201);
  })
  .post('/billing/notas/:id/send', async (c) => {
    const caller = await authorize(c, 'update', 'NotaCobro');
    const { id } = await requireNota(c.var.deps, parseId(c.req.param('id')));
    return c.json(await sendNota(c.var.deps, caller, id));
  })
  .post('/billing/notas/:id/pay', async (c) => {
    const caller = await authorize(c, 'update', 'NotaCobro');
    const { id } = await requireNota(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, notaPaymentBodySchema);
    return c.json(await payNota(c.var.deps, caller, id, body));
  })
  .post('/billing/notas/:id/cancel', async (c) => {
    const caller = await authorize(c, 'update', 'NotaCobro');
    const { id } = await requireNota(c.var.deps, parseId(c.req.param('id')));
    const { reason } = await parseBody(c, reasonBodySchema);
    return c.json(await cancelNota(c.var.deps, caller, id, reason));
  });
