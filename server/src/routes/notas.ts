import {
  notaBodySchema,
  notaPaymentBodySchema,
  notasQuerySchema,
  reasonBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import {
  cancelNota,
  createNota,
  getNota,
  listNotas,
  payNota,
  requireNota,
  sendNota,
} from '../services/notas';

/** The note's detail answer, for a 412's `current`. */
const current = (deps: AppDeps, id: number) => () => getNota(deps, id);

/** Billing (collection) notes: read, create and update on NotaCobro. */
export const notasRoutes = new Hono<AppEnv>()
  .get('/billing/notas', async (c) => {
    await authorize(c, 'read', 'NotaCobro');
    return c.json(await listNotas(c.var.deps, parseQuery(c, notasQuerySchema)));
  })
  .get('/billing/notas/:id', async (c) => {
    await authorize(c, 'read', 'NotaCobro');
    const id = parseId(c.req.param('id'));
    return c.json(await readVersioned(c, 'notas', id, () => getNota(c.var.deps, id)));
  })
  .post('/billing/notas', async (c) => {
    const caller = await authorize(c, 'create', 'NotaCobro');
    const body = await parseBody(c, notaBodySchema);
    return c.json(await createNota(c.var.deps, caller, body), 201);
  })
  .post('/billing/notas/:id/send', async (c) => {
    const caller = await authorize(c, 'update', 'NotaCobro');
    const { id } = await requireNota(c.var.deps, parseId(c.req.param('id')));
    return c.json(
      await writeVersioned(c, 'notas', id, current(c.var.deps, id), (precondition) =>
        sendNota(c.var.deps, caller, id, precondition),
      ),
    );
  })
  .post('/billing/notas/:id/pay', async (c) => {
    const caller = await authorize(c, 'update', 'NotaCobro');
    const { id } = await requireNota(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, notaPaymentBodySchema);
    return c.json(
      await writeVersioned(c, 'notas', id, current(c.var.deps, id), (precondition) =>
        payNota(c.var.deps, caller, id, body, precondition),
      ),
    );
  })
  .post('/billing/notas/:id/cancel', async (c) => {
    const caller = await authorize(c, 'update', 'NotaCobro');
    const { id } = await requireNota(c.var.deps, parseId(c.req.param('id')));
    const { reason } = await parseBody(c, reasonBodySchema);
    return c.json(
      await writeVersioned(c, 'notas', id, current(c.var.deps, id), (precondition) =>
        cancelNota(c.var.deps, caller, id, reason, precondition),
      ),
    );
  });
