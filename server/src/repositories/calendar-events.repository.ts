import type { CalendarEvent, CalendarName } from '@portal/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { toBool } from '../db/dialect';
import { insertMany } from '../db/seed/insert';

type EventRow = Selectable<Database['calendar_events']>;

async function withGuests(db: Kysely<Database>, rows: readonly EventRow[]) {
  if (rows.length === 0) return [];
  const guests = await db
    .selectFrom('calendar_event_guests')
    .select(['event_id', 'name'])
    .where(
      'event_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('event_id')
    .orderBy('position')
    .execute();
  const byEvent = new Map<number, string[]>();
  for (const guest of guests) {
    const names = byEvent.get(guest.event_id);
    if (names) names.push(guest.name);
    else byEvent.set(guest.event_id, [guest.name]);
  }
  return rows.map((row): CalendarEvent => ({
    id: row.id,
    url: row.url,
    title: row.title,
    start: row.start_at,
    end: row.end_at,
    allDay: toBool(row.all_day),
    extendedProps: {
      calendar: row.calendar as CalendarName,
      guests: byEvent.get(row.id) ?? [],
      location: row.location,
      description: row.description,
    },
  }));
}

/** The events of these calendars, in the order they were added. */
export async function listEvents(
  db: Kysely<Database>,
  calendars: readonly CalendarName[],
): Promise<CalendarEvent[]> {
  if (calendars.length === 0) return [];
  const rows = await db
    .selectFrom('calendar_events')
    .selectAll()
    .where('calendar', 'in', calendars)
    .orderBy('id')
    .execute();
  return withGuests(db, rows);
}

export async function findEvent(
  db: Kysely<Database>,
  id: number,
): Promise<CalendarEvent | undefined> {
  const rows = await db.selectFrom('calendar_events').selectAll().where('id', '=', id).execute();
  return (await withGuests(db, rows))[0];
}

/** Spec 7: a new event's id is the last event's id + 1 (ids only grow, so the largest). */
export async function nextEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('calendar_events')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}

const columns = (event: CalendarEvent) => ({
  title: event.title,
  start_at: event.start,
  end_at: event.end,
  all_day: event.allDay,
  url: event.url,
  calendar: event.extendedProps.calendar,
  location: event.extendedProps.location,
  description: event.extendedProps.description,
});

const guestRows = (event: CalendarEvent) =>
  event.extendedProps.guests.map((name, position) => ({ event_id: event.id, position, name }));

export async function insertEvents(db: Kysely<Database>, events: readonly CalendarEvent[]) {
  await insertMany(
    db,
    'calendar_events',
    events.map((event) => ({ id: event.id, ...columns(event) })),
  );
  await insertMany(db, 'calendar_event_guests', events.flatMap(guestRows));
}

/** Writes every field of the event (false when it is gone). */
export async function replaceEvent(db: Kysely<Database>, event: CalendarEvent): Promise<boolean> {
  const result = await db
    .updateTable('calendar_events')
    .set(columns(event))
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('calendar_event_guests').where('event_id', '=', event.id).execute();
  await insertMany(db, 'calendar_event_guests', guestRows(event));
  return true;
}

export async function deleteEvent(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
