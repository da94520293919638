import { afterEach, describe, expect, it } from 'vitest';
import { call, currentTestApp, signIn, testDb, useTestApp } from '../testing';
import { eventIdRange, pruneEvents } from '../repositories/events.repository';
import { openEventStream, type SseReader } from '../testing/sse';

useTestApp();

const open: SseReader[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});

async function stream(token: string, headers: Record<string, string> = {}) {
  const reader = await openEventStream(currentTestApp().app, {
    Authorization: `Bearer ${token}`,
    ...headers,
  });
  open.push(reader);
  return reader;
}

const patchTicket = (token: string, id: number, json: object) =>
  call(`/api/tickets/${id}`, { method: 'PATCH', token, json });

describe('GET /api/events', () => {
  it('answers 401 without credentials', async () => {
    expect(await call('/api/events')).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('sends a change made by another caller: kind, id and actor, never the record', async () => {
    const admin = await signIn('admin@demo.com');
    const agent = await signIn('agent@demo.com');
    const events = await stream(admin);
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const ready = await events.next();
    expect(ready?.event).toBe('ready');

    expect((await patchTicket(agent, 2, { priority: 'low' })).status).toBe(200);
    const change = await events.nextOf('ticket');
    expect(change).not.toBeNull();
    expect(Number(change?.id)).toBeGreaterThan(Number(ready?.id));
    expect(JSON.parse(change?.data ?? '')).toEqual({ kind: 'ticket', id: '2', actor: 5 });
  });

  it('names a created record by the id of the answer', async () => {
    const admin = await signIn('admin@demo.com');
    const events = await stream(admin);
    await events.next();
    const created = await call('/api/apps/calendar', {
      method: 'POST',
      token: admin,
      json: {
        title: 'Live',
        start: '2026-01-05T09:00:00.000Z',
        end: '2026-01-05T10:00:00.000Z',
        allDay: false,
        extendedProps: { calendar: 'Business' },
      },
    });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`calendar create: ${created.status} ${JSON.stringify(created.body)}`);
    const { id } = created.body as { id: number };
    const event = await events.nextOf('calendar');
    expect(JSON.parse(event?.data ?? '')).toMatchObject({ kind: 'calendar', id: String(id) });
  });

  it('resumes after Last-Event-ID with what was missed, in order', async () => {
    const admin = await signIn('admin@demo.com');
    const first = await stream(admin);
    const ready = await first.next();
    await first.close();
    expect((await patchTicket(admin, 2, { priority: 'low' })).status).toBe(200);
    expect((await patchTicket(admin, 4, { priority: 'low' })).status).toBe(200);

    const resumed = await stream(admin, { 'Last-Event-ID': ready?.id ?? '' });
    expect((await resumed.next())?.event).toBe('ready');
    const ids = [
      JSON.parse((await resumed.nextOf('ticket'))?.data ?? '{}'),
      JSON.parse((await resumed.nextOf('ticket'))?.data ?? '{}'),
    ].map((data: { id: string }) => data.id);
    expect(ids).toEqual(['2', '4']);
  });

  it('sends reset when the events after Last-Event-ID are no longer kept', async () => {
    const admin = await signIn('admin@demo.com');
    const first = await stream(admin);
    const ready = await first.next();
    await first.close();
    expect((await patchTicket(admin, 2, { priority: 'low' })).status).toBe(200);
    expect((await patchTicket(admin, 4, { priority: 'low' })).status).toBe(200);
    // Pruned: the oldest kept is now the last one.
    await pruneEvents(testDb(), new Date(0).toISOString(), 1);
    const { oldest, newest } = await eventIdRange(testDb());
    expect(oldest).toBe(newest);

    const resumed = await stream(admin, { 'Last-Event-ID': ready?.id ?? '' });
    const reset = await resumed.next();
    expect(reset?.event).toBe('reset');
    expect(reset?.id).toBe(String(newest));
  });

  it('sends nothing of a kind the caller may not read', async () => {
    const agent = await signIn('agent@demo.com');
    const client = await signIn('client@demo.com');
    const events = await stream(client);
    await events.next();
    expect((await patchTicket(agent, 2, { priority: 'low' })).status).toBe(200);
    // A later event the client may receive (its own new sign-in) comes first.
    await signIn('client@demo.com');
    const next = await events.next();
    expect(next?.event).toBe('notification');
    expect(await events.next(300)).toBeNull();
  });

  it('sends a notification to its recipient only', async () => {
    const admin = await signIn('admin@demo.com');
    const agent = await signIn('agent@demo.com');
    const adminEvents = await stream(admin);
    const agentEvents = await stream(agent);
    await adminEvents.next();
    await agentEvents.next();
    // The agent assigns ticket 2 to the admin (account 1): the admin's bell hears of it.
    expect((await patchTicket(agent, 2, { assigneeId: 'a1' })).status).toBe(200);
    const notification = await adminEvents.nextOf('notification');
    expect(notification).not.toBeNull();
    const bell = await call('/api/notifications', { token: admin });
    const newest = (bell.body as { notifications: { id: string; event: string }[] })
      .notifications[0];
    expect(newest?.event).toBe('ticketAssigned');
    expect(JSON.parse(notification?.data ?? '')).toEqual({
      kind: 'notification',
      id: newest?.id,
      actor: null,
    });
    // The agent sees the ticket change, and no notification of the admin's.
    expect((await agentEvents.next())?.event).toBe('ticket');
    expect(await agentEvents.next(300)).toBeNull();
  });

  it('notifies the assignee of a reply by someone else', async () => {
    const admin = await signIn('admin@demo.com');
    const agent = await signIn('agent@demo.com');
    expect((await patchTicket(admin, 2, { assigneeId: 'a5' })).status).toBe(200);
    const events = await stream(agent);
    await events.next();
    const reply = await call('/api/tickets/2/messages', {
      method: 'POST',
      token: admin,
      json: { kind: 'reply', body: '<p>On it</p>' },
    });
    expect(reply.status).toBe(201);
    expect(await events.nextOf('notification')).not.toBeNull();
    const bell = await call('/api/notifications', { token: agent });
    const newest = (bell.body as { notifications: { event: string; params: object }[] })
      .notifications[0];
    expect(newest).toMatchObject({ event: 'ticketReply', params: { ticketId: '2' } });
  });

  it('after "Reset demo data": tells every stream to refetch, and later changes still arrive', async () => {
    const admin = await signIn('admin@demo.com');
    const agent = await signIn('agent@demo.com');
    // Events before the reset: their ids must not come again after it.
    for (const priority of ['high', 'low', 'high'])
      expect((await patchTicket(agent, 2, { priority })).status).toBe(200);
    const events = await stream(admin);
    await events.next();
    expect((await call('/api/demo/reset', { method: 'POST', token: admin })).status).toBe(204);
    const reset = await events.nextOf('reset');
    expect(JSON.parse(reset?.data ?? '')).toEqual({ kind: 'reset', id: '*', actor: null });
    expect((await patchTicket(agent, 2, { priority: 'low' })).status).toBe(200);
    const change = await events.nextOf('ticket');
    expect(JSON.parse(change?.data ?? '')).toEqual({ kind: 'ticket', id: '2', actor: 5 });
  });

  it('ends its streams when the hub closes (shutdown)', async () => {
    const admin = await signIn('admin@demo.com');
    const events = await stream(admin);
    await events.next();
    await currentTestApp().deps.events?.close();
    expect(await events.next(1000)).toBeNull();
  });
});
