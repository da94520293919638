import {
  CALENDAR_MESSAGES,
  CALENDAR_UNKNOWN_ID_TEXT,
  calendarEventBodySchema,
  calendarEventPatchSchema,
  calendarQuerySchema,
} from '@portal/contract';
import { Hono, type Context } from 'hono';
import { authenticate, authorize } from '../http/caller';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../http/errors';
import { parseBody, parseId, parseQuery } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import {
  createEvent,
  deleteEvent,
  eventExists,
  findEvent,
  listEvents,
  updateEvent,
} from '../services/apps-calendar';

/** The event's detail answer (GET /apps/calendar/:id), for a 412's `current`. */
const current = (deps: AppDeps, id: number) => async () => {
  const event = await findEvent(deps, id);
  if (!event) throw notFound(CALENDAR_MESSAGES.notFound);
  return event;
};

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
  // The event with its version as `ETag` (the edit form's If-Match); an unknown id is a 404.
  .get('/apps/calendar/:id', async (c) => {
    await authenticate(c);
    const id = parseId(c.req.param('id'));
    if (id === null) throw notFound(CALENDAR_MESSAGES.notFound);
    return c.json(await readVersioned(c, 'calendar_events', id, current(c.var.deps, id)));
  })
  .put('/apps/calendar/:id', async (c) => {
    const caller = await authorize(c, 'update', 'Calendar');
    const id = parseId(c.req.param('id'));
    if (id === null || !(await eventExists(c.var.deps, id))) return unknownId(c);
    const patch = await parseBody(c, calendarEventPatchSchema);
    const event = await writeVersioned(
      c,
      'calendar_events',
      id,
      current(c.var.deps, id),
      (precondition) => updateEvent(c.var.deps, caller, id, patch, precondition),
    );
    return event ? c.json(event, 201) : unknownId(c);
  })
  .delete('/apps/calendar/:id', async (c) => {
    const caller = await authorize(c, 'delete', 'Calendar');
    const id = parseId(c.req.param('id'));
    const deleted =
      id === null
        ? false
        : await writeVersioned(c, 'calendar_events', id, current(c.var.deps, id), (precondition) =>
            deleteEvent(c.var.deps, caller, id, precondition),
          );
    if (!deleted) return unknownId(c);
    c.header('ETag', undefined);
    return c.body(null, 204);
  });
