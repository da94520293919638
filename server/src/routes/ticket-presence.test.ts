import { TICKET_MESSAGES } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_TTL_MS } from '../services/presence';
import {
  call,
  currentTestApp,
  seedData,
  signIn,
  storedEvents,
  testClock,
  useTestApp,
} from '../testing';
import { openEventStream, type SseReader } from '../testing/sse';

useTestApp();

const open: SseReader[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});

const beat = (token: string, id: number | string, json: unknown) =>
  call(`/api/tickets/${id}/presence`, { method: 'PUT', token, json });
const viewers = (token: string, id: number | string) =>
  call(`/api/tickets/${id}/presence`, { token });
const leave = (token: string, id: number | string) =>
  call(`/api/tickets/${id}/presence`, { method: 'DELETE', token });

const account = (email: string) => {
  const found = seedData().accounts.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`no account ${email}`);
  return found;
};

/** Pins the test clock at `at` (ms) until moved with the answered setter. */
function pinClock(at: number) {
  let now = at;
  vi.spyOn(testClock(), 'now').mockImplementation(() => new Date(now));
  return (next: number) => (now = next);
}

describe('ticket presence', () => {
  it('lists the others on a ticket, not the caller, with what they are doing', async () => {
    const admin = await signIn('admin@demo.com');
    const agent = await signIn('agent@demo.com');
    const start = Date.parse('2026-03-02T10:00:00.000Z');
    const move = pinClock(start);
    expect(await beat(admin, 2, { activity: 'viewing' })).toEqual({ status: 204, body: null });
    move(start + 1000);
    expect(await beat(agent, 2, { activity: 'replying' })).toEqual({ status: 204, body: null });

    const agentAccount = account('agent@demo.com');
    expect(await viewers(admin, 2)).toEqual({
      status: 200,
      body: {
        viewers: [
          {
            id: agentAccount.id,
            fullName: agentAccount.fullName,
            avatar: agentAccount.avatar,
            activity: 'replying',
            since: new Date(start + 1000).toISOString(),
          },
        ],
      },
    });
    const adminAccount = account('admin@demo.com');
    expect((await viewers(agent, 2)).body).toEqual({
      viewers: [expect.objectContaining({ id: adminAccount.id, activity: 'viewing' })],
    });
    // Another ticket has no one on it.
    expect(await viewers(agent, 4)).toEqual({ status: 200, body: { viewers: [] } });
  });

  it('changes the activity, keeps a viewer while heartbeats come, drops them 10 s after the last', async () => {
    const admin = await signIn('admin@demo.com');
    const agent = await signIn('agent@demo.com');
    const start = Date.parse('2026-03-02T10:00:00.000Z');
    const move = pinClock(start);
    await beat(agent, 2, { activity: 'viewing' });
    move(start + 4000);
    await beat(agent, 2, { activity: 'noting' });
    expect((await viewers(admin, 2)).body).toEqual({
      viewers: [
        expect.objectContaining({
          activity: 'noting',
          since: new Date(start + 4000).toISOString(),
        }),
      ],
    });
    move(start + 8000);
    // The same activity again: a heartbeat, `since` unchanged.
    await beat(agent, 2, { activity: 'noting' });
    move(start + 8000 + PRESENCE_TTL_MS - 1);
    expect((await viewers(admin, 2)).body).toEqual({
      viewers: [expect.objectContaining({ since: new Date(start + 4000).toISOString() })],
    });
    move(start + 8000 + PRESENCE_TTL_MS);
    expect((await viewers(admin, 2)).body).toEqual({ viewers: [] });
  });

  it('forgets a viewer who left', async () => {
    const admin = await signIn('admin@demo.com');
    const agent = await signIn('agent@demo.com');
    await beat(agent, 2, { activity: 'viewing' });
    expect((await viewers(admin, 2)).body).toEqual({ viewers: [expect.anything()] });
    expect(await leave(agent, 2)).toEqual({ status: 204, body: null });
    expect((await viewers(admin, 2)).body).toEqual({ viewers: [] });
    // Leaving twice is no error.
    expect((await leave(agent, 2)).status).toBe(204);
  });

  it('answers 400 with field errors, 404 for an unknown ticket, 403 without ticket read', async () => {
    const admin = await signIn('admin@demo.com');
    const bad = await beat(admin, 2, { activity: 'dancing' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(['activity']);
    expect((await beat(admin, 2, {})).status).toBe(400);

    const notFound = { status: 404, body: { message: TICKET_MESSAGES.notFound } };
    expect(await beat(admin, 99999, { activity: 'viewing' })).toEqual(notFound);
    expect(await viewers(admin, 99999)).toEqual(notFound);
    expect(await leave(admin, 'abc')).toEqual(notFound);

    const client = await signIn('client@demo.com');
    const forbidden = { status: 403, body: { message: 'Forbidden' } };
    expect(await beat(client, 2, { activity: 'viewing' })).toEqual(forbidden);
    expect(await viewers(client, 2)).toEqual(forbidden);
    expect(await leave(client, 2)).toEqual(forbidden);
    expect(await call('/api/tickets/2/presence')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it('pushes a presence event (ids only, not stored) on join, activity change, leave and expiry', async () => {
    const admin = await signIn('admin@demo.com');
    const agent = await signIn('agent@demo.com');
    const client = await signIn('client@demo.com');
    const stream = async (token: string) => {
      const reader = await openEventStream(currentTestApp().app, {
        Authorization: `Bearer ${token}`,
      });
      open.push(reader);
      await reader.next();
      return reader;
    };
    const events = await stream(admin);
    const clientEvents = await stream(client);
    const agentId = account('agent@demo.com').id;
    const expected = { kind: 'presence', id: '2', actor: agentId };
    const start = Date.parse('2026-03-02T10:00:00.000Z');
    const move = pinClock(start);

    await beat(agent, 2, { activity: 'viewing' });
    const joined = await events.nextOf('presence');
    expect(joined?.id).toBeNull();
    expect(JSON.parse(joined?.data ?? '')).toEqual(expected);
    // A heartbeat that changes nothing tells no one.
    await beat(agent, 2, { activity: 'viewing' });
    expect(await events.next(300)).toBeNull();

    await beat(agent, 2, { activity: 'replying' });
    expect(JSON.parse((await events.nextOf('presence'))?.data ?? '')).toEqual(expected);
    await leave(agent, 2);
    expect(JSON.parse((await events.nextOf('presence'))?.data ?? '')).toEqual(expected);

    await beat(agent, 2, { activity: 'viewing' });
    expect(await events.nextOf('presence')).not.toBeNull();
    move(start + PRESENCE_TTL_MS);
    // Expiry is found by the sweep (every second) without anyone asking.
    expect(JSON.parse((await events.nextOf('presence', 3000))?.data ?? '')).toEqual(expected);

    // Heartbeats are not stored as events, and a caller without ticket read hears none.
    expect(await storedEvents('presence')).toEqual([]);
    expect(await clientEvents.nextOf('presence', 300)).toBeNull();
  });
});
