import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatsAndContactsSchema, menuCountersSchema } from '@portal/contract';
import { AUTO_REPLY_DELAYS } from '../services/apps-chat';
import { call, currentTestApp, signIn, testClock, useTestApp } from '../testing';
import { openEventStream, type SseReader } from '../testing/sse';

useTestApp();
const streams: SseReader[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});

let admin = '';
let sam = '';
beforeEach(async () => {
  admin = await signIn();
  // twostep@demo.com (Sam Steps): an admin too, the admin's colleague in the chat.
  sam = await signIn('twostep@demo.com');
});

async function counters(token: string) {
  const { status, body } = await call('/api/menu/counters', { token });
  expect(status).toBe(200);
  // The answer is exactly the contract's: nothing the schema would drop.
  expect(menuCountersSchema.parse(body)).toEqual(body);
  return body;
}

async function profileId(token: string) {
  const { body } = await call('/api/apps/chat/chats-and-contacts', { token });
  return chatsAndContactsSchema.parse(body).profileUser.id;
}

const send = (token: string, to: number, senderId: number, message: string) =>
  call(`/api/apps/chat/chats/${to}`, { method: 'POST', token, json: { message, senderId } });

describe('GET /api/menu/counters', () => {
  it('counts a colleague’s unseen messages, and none once the chat is opened', async () => {
    const samId = await profileId(sam);
    expect(await counters(sam)).toEqual({ 'chat-unread': 0 });

    expect((await send(admin, samId, 11, 'First')).status).toBe(201);
    expect((await send(admin, samId, 11, 'Second')).status).toBe(201);
    expect(await counters(sam)).toEqual({ 'chat-unread': 2 });
    // Fetching the chat list (delivered) is not seeing them.
    await profileId(sam);
    expect(await counters(sam)).toEqual({ 'chat-unread': 2 });

    expect((await call('/api/apps/chat/chats/11', { token: sam })).status).toBe(200);
    expect(await counters(sam)).toEqual({ 'chat-unread': 0 });
    // The sender's own messages are never unread for them.
    expect(await counters(admin)).toEqual({ 'chat-unread': 3 });
  });

  it('is the sum of the chat list’s unread counts, demo contacts included', async () => {
    const list = async () => {
      const { body } = await call('/api/apps/chat/chats-and-contacts', { token: admin });
      return chatsAndContactsSchema
        .parse(body)
        .chatsContacts.reduce((sum, entry) => sum + entry.chat.unseenMsgs, 0);
    };
    // The seed: Omar Quinn 2, Nadia Risby 1.
    expect(await list()).toBe(3);
    expect(await counters(admin)).toEqual({ 'chat-unread': 3 });

    expect((await call('/api/apps/chat/chats/2', { token: admin })).status).toBe(200);
    expect(await counters(admin)).toEqual({ 'chat-unread': 1 });

    // A demo contact's answer that arrives later counts again, as the list does.
    const start = new Date();
    await send(admin, 1, 11, 'Are you there?');
    vi.spyOn(testClock(), 'now').mockReturnValue(
      new Date(start.getTime() + AUTO_REPLY_DELAYS.reply + 100),
    );
    expect(await list()).toBe(2);
    expect(await counters(admin)).toEqual({ 'chat-unread': 2 });
  });

  it('opening a demo chat with unread messages tells the caller’s tabs live', async () => {
    const stream = await openEventStream(currentTestApp().app, {
      Authorization: `Bearer ${admin}`,
    });
    streams.push(stream);
    expect((await stream.next())?.event).toBe('ready');
    await call('/api/apps/chat/chats/3', { token: admin });
    const heard = await stream.nextOf('chat');
    expect(JSON.parse(heard?.data ?? '{}')).toMatchObject({ kind: 'chat', id: '3', actor: 1 });
    // Opened again, nothing is unread: nothing to tell.
    await call('/api/apps/chat/chats/3', { token: admin });
    expect(await stream.nextOf('chat', 500)).toBeNull();
  });

  it('gives a caller who may not read the chat no counter at all', async () => {
    for (const email of ['client@demo.com', 'agent@demo.com', 'auditor@demo.com']) {
      const token = await signIn(email);
      expect(await call('/api/apps/chat/chats-and-contacts', { token })).toMatchObject({
        status: 403,
      });
      expect(await counters(token), email).toEqual({});
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await call('/api/menu/counters')).status).toBe(401);
  });
});
