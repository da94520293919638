import { beforeEach, describe, expect, it } from 'vitest';
import { calendarEventsSchema } from '@portal/contract';
import { getDb } from '../db/store';
import { BASE_URL, call, signIn, useMockServer } from '../testing/server';

useMockServer();

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

async function raw(path: string, method: string, body?: unknown) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

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
      getDb().calendarEvents.filter((e) =>
        ['Business', 'Family'].includes(e.extendedProps.calendar),
      ).length,
    );
    expect(
      (await call('/api/apps/calendar?calendars=Holiday', { token: admin })).body,
    ).toHaveLength(1);
    expect((await call('/api/apps/calendar', { token: admin })).body).toEqual([]);
    expect((await call('/api/apps/calendar?calendars=Work', { token: admin })).status).toBe(400);
  });

  it('POST creates with id = last id + 1 and answers 201', async () => {
    const events = getDb().calendarEvents;
    events.push({ ...events[0]!, id: 40 });
    const { status, body } = await call('/api/apps/calendar', {
      method: 'POST',
      json: newEvent,
      token: admin,
    });
    expect(status).toBe(201);
    expect(body).toEqual({ id: 41, ...newEvent });
    expect(getDb().calendarEvents.at(-1)?.id).toBe(41);
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
    const refused = await call('/api/apps/calendar/1', {
      method: 'PUT',
      json: { end: '2000-01-01' },
      token: admin,
    });
    expect(refused).toEqual({
      status: 400,
      body: { errors: { end: ['The end must not be before the start'] } },
    });
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
  });

  it('DELETE answers 204 and removes the event', async () => {
    expect(await raw('/api/apps/calendar/2', 'DELETE')).toEqual({ status: 204, text: '' });
    expect(getDb().calendarEvents.some((e) => e.id === 2)).toBe(false);
  });

  it('read-only accounts cannot write', async () => {
    const client = await signIn('client@demo.com');
    expect((await call('/api/apps/calendar/1', { method: 'DELETE', token: client })).status).toBe(
      403,
    );
  });
});
