import {
  customersQuerySchema,
  ticketBodySchema,
  ticketBulkBodySchema,
  ticketChangesSchema,
  ticketMergeBodySchema,
  ticketMessageBodySchema,
  ticketsQuerySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import {
  CANNED_REPLIES,
  addMessage,
  bulkUpdate,
  createTicket,
  customerCard,
  getTicket,
  listStaff,
  listTickets,
  mergeTicket,
  requireTicket,
  searchCustomers,
  ticketSummary,
  updateTicket,
} from '../services/tickets';

/**
 * The helpdesk (CASL subject `Ticket`; remotes/tickets/README.md, "API"). Reading needs `read`,
 * creating `create`, every change `update`. The fixed paths come before `/tickets/:id`.
 */
export const ticketsRoutes = new Hono<AppEnv>()
  .get('/tickets', async (c) => {
    const caller = await authorize(c, 'read', 'Ticket');
    return c.json(await listTickets(c.var.deps, caller, parseQuery(c, ticketsQuerySchema)));
  })
  .get('/tickets/summary', async (c) => {
    await authorize(c, 'read', 'Ticket');
    return c.json(await ticketSummary(c.var.deps));
  })
  .get('/tickets/staff', async (c) => {
    await authorize(c, 'read', 'Ticket');
    return c.json({ staff: await listStaff(c.var.deps) });
  })
  .get('/tickets/canned-replies', async (c) => {
    await authorize(c, 'read', 'Ticket');
    return c.json({ replies: CANNED_REPLIES });
  })
  .get('/tickets/customers', async (c) => {
    await authorize(c, 'read', 'Ticket');
    const { q } = parseQuery(c, customersQuerySchema);
    return c.json({ customers: await searchCustomers(c.var.deps, q) });
  })
  .get('/tickets/customers/:id', async (c) => {
    await authorize(c, 'read', 'Ticket');
    return c.json(await customerCard(c.var.deps, parseId(c.req.param('id'))));
  })
  .post('/tickets/bulk', async (c) => {
    const caller = await authorize(c, 'update', 'Ticket');
    const body = await parseBody(c, ticketBulkBodySchema);
    return c.json(await bulkUpdate(c.var.deps, caller, body));
  })
  .get('/tickets/:id', async (c) => {
    await authorize(c, 'read', 'Ticket');
    const id = parseId(c.req.param('id'));
    return c.json(await readVersioned(c, 'tickets', id, () => getTicket(c.var.deps, id)));
  })
  .post('/tickets', async (c) => {
    const caller = await authorize(c, 'create', 'Ticket');
    const body = await parseBody(c, ticketBodySchema);
    return c.json(await createTicket(c.var.deps, caller, body), 201);
  })
  .patch('/tickets/:id', async (c) => {
    const caller = await authorize(c, 'update', 'Ticket');
    const id = await requireTicket(c.var.deps, parseId(c.req.param('id')));
    const changes = await parseBody(c, ticketChangesSchema);
    return c.json(
      await writeVersioned(
        c,
        'tickets',
        id,
        () => getTicket(c.var.deps, id),
        (precondition) => updateTicket(c.var.deps, caller, id, changes, precondition),
      ),
    );
  })
  .post('/tickets/:id/messages', async (c) => {
    const caller = await authorize(c, 'update', 'Ticket');
    const id = await requireTicket(c.var.deps, parseId(c.req.param('id')));
    const body = await parseBody(c, ticketMessageBodySchema);
    return c.json(
      await writeVersioned(
        c,
        'tickets',
        id,
        () => getTicket(c.var.deps, id),
        (precondition) => addMessage(c.var.deps, caller, id, body, precondition),
      ),
      201,
    );
  })
  .post('/tickets/:id/merge', async (c) => {
    const caller = await authorize(c, 'update', 'Ticket');
    const id = await requireTicket(c.var.deps, parseId(c.req.param('id')));
    const { targetId } = await parseBody(c, ticketMergeBodySchema);
    return c.json(await mergeTicket(c.var.deps, caller, id, targetId));
  });
