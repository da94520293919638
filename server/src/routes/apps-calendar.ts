import {
  CALENDAR_UNKNOWN_ID_TEXT,
  calendarEventBodySchema,
  calendarEventPatchSchema,
  calendarQuerySchema,
} from '@portal/contract';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import {
  createEvent,
  deleteEvent,
  eventExists,
  listEvents,
  updateEvent,
} from '../services/apps-calendar';

/** Spec 8: an update or delete of an unknown id is a 400 with this plain text. */
const unknownId = (c: Context<AppEnv>) => c.text(CALENDAR_UNKNOWN_ID_TEXT, 400);

/** The calendar app (spec 7): reading needs a session, changes the Calendar ability. */
export const calendarRoutes = new Hono<AppEnv>()
  .get('/apps/calendar', async (c) => {
    await authenticate(c);
    const { calendars } = parseQuery(c, calendarQuerySchema);
    return c.json(await listEvents(c.var.deps, calendars));
  })
  .post('/apps/calendar', async (c) => {
    await authorize(c, 'create', 'Calendar');
    const body = await parseBody(c, calendarEventBodySchema);
    return c.json(await createEvent(c.var.deps, body), 201);
  })
  .put('/apps/calendar/:id', async (c) => {
    await authorize(c, 'update', 'Calendar');
    const id = parseId(c.req.param('id'));
    if (id === null || !(await eventExists(c.var.deps, id))) return unknownId(c);
    const patch = await parseBody(c, calendarEventPatchSchema);
    const event = await updateEvent(c.var.deps, id, patch);
    return event ? c.json(event, 201) : unknownId(c);
  })
  .delete('/apps/calendar/:id', async (c) => {
    await authorize(c, 'delete', 'Calendar');
    if (!(await deleteEvent(c.var.deps, parseId(c.req.param('id'))))) return unknownId(c);
    return c.body(null, 204);
  });
