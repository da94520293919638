import { http, HttpResponse } from 'msw';
import {
  CALENDAR_MESSAGES,
  CALENDAR_UNKNOWN_ID_TEXT,
  calendarEventBodySchema,
  calendarEventPatchSchema,
  calendarQuerySchema,
  type CalendarEvent,
} from '@portal/contract';
import { commitDb, getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { fieldErrorResponse, json, noContent } from '../lib/http';
import { parseId } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';

const SUBJECT = 'Calendar';

/** Spec 8: update or delete of an unknown id is a 400 with this text. */
const unknownId = () =>
  new HttpResponse(CALENDAR_UNKNOWN_ID_TEXT, {
    status: 400,
    headers: { 'Content-Type': 'text/plain' },
  });

const findIndex = (id: string | readonly string[] | undefined) => {
  const wanted = parseId(id);
  return getDb().calendarEvents.findIndex((event) => event.id === wanted);
};

export const calendarHandlers = [
  http.get(
    '/api/apps/calendar',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const { calendars } = parseQuery(request.url, calendarQuerySchema);
      const wanted = new Set(calendars);
      return json(getDb().calendarEvents.filter((e) => wanted.has(e.extendedProps.calendar)));
    }),
  ),

  http.post(
    '/api/apps/calendar',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'create', SUBJECT);
      const body = await parseBody(request, calendarEventBodySchema);
      const events = getDb().calendarEvents;
      // Spec 7: the new id is the last event's id plus one.
      const event: CalendarEvent = { id: (events.at(-1)?.id ?? 0) + 1, ...body };
      events.push(event);
      await commitDb();
      return json(event, 201);
    }),
  ),

  http.put(
    '/api/apps/calendar/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'update', SUBJECT);
      const index = findIndex(params.id);
      const current = getDb().calendarEvents[index];
      if (!current) return unknownId();
      const patch = await parseBody(request, calendarEventPatchSchema);
      const merged: CalendarEvent = {
        ...current,
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
        extendedProps: {
          ...current.extendedProps,
          ...Object.fromEntries(
            Object.entries(patch.extendedProps ?? {}).filter(([, value]) => value !== undefined),
          ),
        },
        id: current.id,
      };
      if (new Date(merged.end).getTime() < new Date(merged.start).getTime())
        return fieldErrorResponse({ end: [CALENDAR_MESSAGES.endBeforeStart] });
      getDb().calendarEvents[index] = merged;
      await commitDb();
      return json(merged, 201);
    }),
  ),

  http.delete(
    '/api/apps/calendar/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'delete', SUBJECT);
      const index = findIndex(params.id);
      if (index === -1) return unknownId();
      getDb().calendarEvents.splice(index, 1);
      await commitDb();
      return noContent();
    }),
  ),
];
