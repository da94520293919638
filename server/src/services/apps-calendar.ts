import {
  CALENDAR_MESSAGES,
  type CalendarEvent,
  type CalendarName,
  type calendarEventBodySchema,
  type calendarEventPatchSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import { fieldErrors } from '../http/errors';
import { lockApp } from '../repositories/app-locks.repository';
import * as events from '../repositories/calendar-events.repository';
import type { Caller } from './caller';
import { claim, type Precondition } from './versions';

type EventBody = z.output<typeof calendarEventBodySchema>;
type EventPatch = z.output<typeof calendarEventPatchSchema>;

/** The events of the calendars asked for (none asked: none). */
export function listEvents(deps: AppDeps, calendars: readonly CalendarName[]) {
  return events.listEvents(deps.db, calendars);
}

/** Whether event `id` exists (an unknown one is the spec's 400 "Something Went Wrong"). */
export async function eventExists(deps: AppDeps, id: number | null): Promise<boolean> {
  return id !== null && (await events.findEvent(deps.db, id)) !== undefined;
}

/** The event, or undefined when there is none (its detail answer: GET /apps/calendar/:id). */
export function findEvent(deps: AppDeps, id: number | null): Promise<CalendarEvent | undefined> {
  return id === null ? Promise.resolve(undefined) : events.findEvent(deps.db, id);
}

/** Spec 7: the new event gets the last id + 1. */
export async function createEvent(deps: AppDeps, body: EventBody): Promise<CalendarEvent> {
  return deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'calendar');
    const event: CalendarEvent = { id: await events.nextEventId(trx), ...body };
    await events.insertEvents(trx, [event]);
    return event;
  });
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;

/**
 * Merges the given fields into the event (spec 7: PUT merges). Null when the event is gone; a
 * merged end before the start is a field error and changes nothing. With an expected version,
 * only that version is changed (`StaleVersion` otherwise).
 */
export async function updateEvent(
  deps: AppDeps,
  caller: Caller,
  id: number,
  patch: EventPatch,
  precondition?: Precondition,
): Promise<CalendarEvent | null> {
  return deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'calendar');
    const current = await events.findEvent(trx, id);
    if (!current) return null;
    await claim(trx, 'calendar_events', id, caller, deps.clock.now(), precondition);
    const { extendedProps, ...fields } = patch;
    const merged: CalendarEvent = {
      ...current,
      ...defined(fields),
      extendedProps: { ...current.extendedProps, ...defined(extendedProps ?? {}) },
      id: current.id,
    };
    if (new Date(merged.end).getTime() < new Date(merged.start).getTime())
      throw fieldErrors({ end: [CALENDAR_MESSAGES.endBeforeStart] });
    await events.replaceEvent(trx, merged);
    return merged;
  });
}

/**
 * False when there is no such event. With an expected version, only that version is deleted
 * (`StaleVersion` otherwise).
 */
export async function deleteEvent(
  deps: AppDeps,
  caller: Caller,
  id: number | null,
  precondition?: Precondition,
): Promise<boolean> {
  if (id === null) return false;
  return deps.db.transaction().execute(async (trx) => {
    if (!(await events.findEvent(trx, id))) return false;
    await claim(trx, 'calendar_events', id, caller, deps.clock.now(), precondition);
    return events.deleteEvent(trx, id);
  });
}
