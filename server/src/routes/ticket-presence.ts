import { ticketPresenceBodySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authorize } from '../http/caller';
import { parseBody, parseId } from '../http/validate';
import { beatPresence, leavePresence, ticketViewers } from '../services/presence';
import { requireTicket } from '../services/tickets';

/**
 * Who else is on a ticket (README, "Live updates": presence). Each needs `read` on `Ticket`;
 * an unknown ticket is 404 "Ticket not found", checked before the body is read.
 */
export const ticketPresenceRoutes = new Hono<AppEnv>()
  .get('/tickets/:id/presence', async (c) => {
    const caller = await authorize(c, 'read', 'Ticket');
    const id = await requireTicket(c.var.deps, parseId(c.req.param('id')));
    return c.json(ticketViewers(c.var.deps, caller, id));
  })
  .put('/tickets/:id/presence', async (c) => {
    const caller = await authorize(c, 'read', 'Ticket');
    const id = await requireTicket(c.var.deps, parseId(c.req.param('id')));
    beatPresence(c.var.deps, caller, id, await parseBody(c, ticketPresenceBodySchema));
    return c.body(null, 204);
  })
  .delete('/tickets/:id/presence', async (c) => {
    const caller = await authorize(c, 'read', 'Ticket');
    const id = await requireTicket(c.var.deps, parseId(c.req.param('id')));
    leavePresence(c.var.deps, caller, id);
    return c.body(null, 204);
  });
