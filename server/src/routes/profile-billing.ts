import {
  billingAddressSchema,
  changePlanBodySchema,
  editCardBodySchema,
  newCardBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { parseBody, parseQuery } from '../http/validate';
import {
  addCard,
  cancelPlan,
  changeConnection,
  changePlan,
  deleteCard,
  editCard,
  getBilling,
  getConnections,
  makeCardPrimary,
  quotePlan,
  requireCard,
  saveBillingAddress,
} from '../services/profile-billing';

/** The billing & plans tab and the connections tab (any signed-in caller, on its own account). */
export const profileBillingRoutes = new Hono<AppEnv>()
  .get('/profile/billing', async (c) => c.json(await getBilling(c.var.deps, await authenticate(c))))
  .get('/profile/plan/quote', async (c) => {
    const caller = await authenticate(c);
    const to = parseQuery(c, changePlanBodySchema);
    return c.json(await quotePlan(c.var.deps, caller, to));
  })
  .post('/profile/plan', async (c) => {
    const caller = await authenticate(c);
    const to = await parseBody(c, changePlanBodySchema);
    return c.json(await changePlan(c.var.deps, caller, to));
  })
  .post('/profile/plan/cancel', async (c) =>
    c.json(await cancelPlan(c.var.deps, await authenticate(c))),
  )
  .post('/profile/payment-methods', async (c) => {
    const caller = await authenticate(c);
    const card = await parseBody(c, newCardBodySchema);
    return c.json(await addCard(c.var.deps, caller, card), 201);
  })
  .put('/profile/payment-methods/:id', async (c) => {
    const caller = await authenticate(c);
    const cardId = c.req.param('id');
    await requireCard(c.var.deps, caller, cardId);
    const changes = await parseBody(c, editCardBodySchema);
    return c.json(await editCard(c.var.deps, caller, cardId, changes));
  })
  .post('/profile/payment-methods/:id/primary', async (c) => {
    const caller = await authenticate(c);
    return c.json(await makeCardPrimary(c.var.deps, caller, c.req.param('id')));
  })
  .delete('/profile/payment-methods/:id', async (c) => {
    const caller = await authenticate(c);
    return c.json(await deleteCard(c.var.deps, caller, c.req.param('id')));
  })
  .put('/profile/billing-address', async (c) => {
    const caller = await authenticate(c);
    const address = await parseBody(c, billingAddressSchema);
    return c.json(await saveBillingAddress(c.var.deps, caller, address));
  })
  .get('/profile/connections', async (c) =>
    c.json(await getConnections(c.var.deps, await authenticate(c))),
  )
  .post('/profile/connections/:id/:action', async (c) => {
    const caller = await authenticate(c);
    return c.json(
      await changeConnection(c.var.deps, caller, c.req.param('id'), c.req.param('action')),
    );
  });
