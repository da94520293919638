import { beforeEach, describe, expect, it } from 'vitest';
import { calendarEventsSchema } from '@portal/contract';
import {
  arrangeCalendarEvents,
  call,
  currentTestApp,
  seedData,
  signIn,
  storedCalendarEvents,
  storedCalendarGuestNames,
  useTestApp,
} from '../testing';
import { failNextInsertInto } from './test-faults';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

const newEvent = {
  title: 'Sprint planning',
  start: '2026-05-04T09:00:00',
  end: '2026-05-04T10:00:00',
  allDay: false,
  url: '',
  extendedProps: {
    calendar: 'Business',
    guests: ['Omar Quinn'],
    location: 'Room 1',
    description: '',
  },
};

/** The raw answer: status and body text (the unknown-id answer is plain text). */
async function raw(path: string, method: string, body?: unknown) {
  const response = await currentTestApp().app.request(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const allEvents = async () =>
  calendarEventsSchema.parse(
    (
      await call(
        '/api/apps/calendar?calendars=Business&calendars=Holiday&calendars=Personal&calendars=ETC&calendars=Family',
        { token: admin },
      )
    ).body,
  );

const storedIds = async () => (await storedCalendarEvents()).map((event) => event.id);

describe('calendar API', () => {
  it('GET answers the events of the repeated calendars only', async () => {
    const { status, body } = await call('/api/apps/calendar?calendars=Business&calendars=Family', {
      token: admin,
    });
    expect(status).toBe(200);
    const events = calendarEventsSchema.parse(body);
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(
      new Set(['Business', 'Family']),
    );
    expect(events).toHaveLength(
      seedData().calendarEvents.filter((e) =>
        ['Business', 'Family'].includes(e.extendedProps.calendar),
      ).length,
    );
    expect(
      (await call('/api/apps/calendar?calendars=Holiday', { token: admin })).body,
    ).toHaveLength(1);
    expect((await call('/api/apps/calendar', { token: admin })).body).toEqual([]);
    expect((await call('/api/apps/calendar?calendars=Work', { token: admin })).status).toBe(400);
  });

  it('GET answers the seeded events as they are, in the order they were added', async () => {
    expect(await allEvents()).toEqual(seedData().calendarEvents);
  });

  it('POST creates with id = last id + 1 and answers 201', async () => {
    const first = seedData().calendarEvents[0];
    if (!first) throw new Error('no seeded event');
    await arrangeCalendarEvents([{ ...first, id: 40 }]);
    const { status, body } = await call('/api/apps/calendar', {
      method: 'POST',
      json: newEvent,
      token: admin,
    });
    expect(status).toBe(201);
    expect(body).toEqual({ id: 41, ...newEvent });
    expect((await storedIds()).at(-1)).toBe(41);
    expect((await allEvents()).at(-1)).toEqual({ id: 41, ...newEvent });
  });

  it('POST after deleting the last event gives its id again (last id + 1)', async () => {
    await raw('/api/apps/calendar/9', 'DELETE');
    const { body } = await call('/api/apps/calendar', {
      method: 'POST',
      json: newEvent,
      token: admin,
    });
    expect(body).toMatchObject({ id: 9 });
  });

  it('two events added at once get two ids', async () => {
    const both = await Promise.all([
      call('/api/apps/calendar', { method: 'POST', json: newEvent, token: admin }),
      call('/api/apps/calendar', { method: 'POST', json: newEvent, token: admin }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    expect(both.map((answer) => (answer.body as { id: number }).id).sort()).toEqual([10, 11]);
  });

  it('POST refuses a bad body with field errors', async () => {
    const { status, body } = await call('/api/apps/calendar', {
      method: 'POST',
      json: { ...newEvent, title: ' ', end: '2026-05-03T09:00:00', url: 'javascript:alert(1)' },
      token: admin,
    });
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual([
      'end',
      'title',
      'url',
    ]);
  });

  it('PUT merges the fields and answers 201', async () => {
    const { status, body } = await call('/api/apps/calendar/1', {
      method: 'PUT',
      json: { title: 'Design Review (moved)', extendedProps: { location: 'Room 9' } },
      token: admin,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 1,
      title: 'Design Review (moved)',
      extendedProps: {
        calendar: 'Business',
        location: 'Room 9',
        guests: ['Lucia Ferrer', 'Omar Quinn'],
      },
    });
    expect((await allEvents()).find((e) => e.id === 1)).toEqual(body);
    const refused = await call('/api/apps/calendar/1', {
      method: 'PUT',
      json: { end: '2000-01-01' },
      token: admin,
    });
    expect(refused).toEqual({
      status: 400,
      body: { errors: { end: ['The end must not be before the start'] } },
    });
    expect((await allEvents()).find((e) => e.id === 1)).toEqual(body);
  });

  it('PUT replaces the guests when given, keeps them when not', async () => {
    const moved = await call('/api/apps/calendar/1', {
      method: 'PUT',
      json: { extendedProps: { guests: ['Aiko Slay'] }, allDay: true },
      token: admin,
    });
    expect(moved.body).toMatchObject({
      allDay: true,
      extendedProps: { guests: ['Aiko Slay'], location: 'Room 2' },
    });
    expect((await allEvents()).find((e) => e.id === 1)?.extendedProps.guests).toEqual([
      'Aiko Slay',
    ]);
  });

  it('a PUT that fails half-way leaves the event as it was', async () => {
    const before = (await allEvents()).find((e) => e.id === 1);
    // The fields are written and the guests taken off, then the new guests fail.
    const restore = failNextInsertInto('calendar_event_guests');
    const answer = await call('/api/apps/calendar/1', {
      method: 'PUT',
      json: { title: 'Half', extendedProps: { guests: ['Aiko Slay'] } },
      token: admin,
    });
    restore();
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect((await allEvents()).find((e) => e.id === 1)).toEqual(before);
  });

  it('update or delete of an unknown id: 400 "Something Went Wrong"', async () => {
    expect(await raw('/api/apps/calendar/999', 'PUT', { title: 'x' })).toEqual({
      status: 400,
      text: 'Something Went Wrong',
    });
    expect(await raw('/api/apps/calendar/999', 'DELETE')).toEqual({
      status: 400,
      text: 'Something Went Wrong',
    });
    // Unknown before the body is read: a bad body for an unknown id is still that 400.
    expect(await raw('/api/apps/calendar/abc', 'PUT', { title: '' })).toEqual({
      status: 400,
      text: 'Something Went Wrong',
    });
  });

  it('DELETE answers 204 and removes the event', async () => {
    expect(await raw('/api/apps/calendar/2', 'DELETE')).toEqual({ status: 204, text: '' });
    expect(await storedIds()).not.toContain(2);
    expect(await storedCalendarGuestNames(2)).toEqual([]);
    // A second delete of the same event is the unknown-id answer.
    expect(await raw('/api/apps/calendar/2', 'DELETE')).toEqual({
      status: 400,
      text: 'Something Went Wrong',
    });
  });

  it('the client (read AclDemo only) may neither read nor write the calendar', async () => {
    const client = await signIn('client@demo.com');
    expect((await call('/api/apps/calendar/1', { method: 'DELETE', token: client })).status).toBe(
      403,
    );
    expect(
      (await call('/api/apps/calendar', { method: 'POST', json: newEvent, token: client })).status,
    ).toBe(403);
    expect(await call('/api/apps/calendar?calendars=Business', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
  });
});
