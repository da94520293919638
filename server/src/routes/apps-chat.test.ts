import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatsAndContactsSchema,
  chatSendResponseSchema,
  chatWithContactSchema,
} from '@portal/contract';
import {
  arrangeAccountRule,
  call,
  currentTestApp,
  insertTestSession,
  seedData,
  signIn,
  storedChatIds,
  storedChatMessageRows,
  storedChatUnseenMsgs,
  storedEvents,
  testClock,
  testDb,
  useTestApp,
} from '../testing';
import { openEventStream, type SseReader } from '../testing/sse';
import { AUTO_REPLIES, AUTO_REPLY_DELAYS } from '../services/apps-chat';
import { failNextInsertInto } from './test-faults';

useTestApp();
const streams: SseReader[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

const send = (userId: number, json: unknown, token = admin) =>
  call(`/api/apps/chat/chats/${userId}`, { method: 'POST', json, token });

async function overview(query = '', token = admin) {
  const { status, body } = await call(`/api/apps/chat/chats-and-contacts${query}`, { token });
  expect(status).toBe(200);
  return chatsAndContactsSchema.parse(body);
}

async function open(userId: number, token = admin) {
  const { status, body } = await call(`/api/apps/chat/chats/${userId}`, { token });
  expect(status).toBe(200);
  return chatWithContactSchema.parse(body);
}

/** The seeded demo contacts, then the colleagues: other accounts that may chat. */
const SEEDED_CONTACTS = 8;

/** Moves the server's clock to `ms` after `from` (the caller's session stays fresh). */
const at = (from: Date, ms: number) =>
  vi.spyOn(testClock(), 'now').mockReturnValue(new Date(from.getTime() + ms));

describe('chat API', () => {
  it('answers chats (latest first), contacts and the profile; q filters by name', async () => {
    const data = await overview();
    expect(data.chatsContacts.map((c) => [c.fullName, c.chat.unseenMsgs])).toEqual([
      ['Lucia Ferrer', 0],
      ['Omar Quinn', 2],
      ['Nadia Risby', 1],
    ]);
    expect(data.contacts.map((c) => c.fullName)).toEqual([
      ...seedData().chatContacts.map((c) => c.fullName),
      'Sam Steps',
    ]);
    expect(data.profileUser).toMatchObject({ id: 11, fullName: 'John Doe', status: 'online' });
    const quinn = await overview('?q=QUINN');
    expect(quinn.contacts.map((c) => c.fullName)).toEqual(['Omar Quinn', 'Mateo Quinn']);
    expect(quinn.chatsContacts.map((c) => c.fullName)).toEqual(['Omar Quinn']);
  });

  it('answers the seed as it is: contacts, profile, each chat and its last message', async () => {
    const seed = seedData();
    const data = await overview();
    expect(data.contacts.slice(0, SEEDED_CONTACTS)).toEqual(seed.chatContacts);
    expect(data.profileUser).toEqual(seed.chatProfile);
    for (const entry of data.chatsContacts) {
      const chat = seed.chats.find((c) => c.id === entry.chat.id);
      expect(entry.chat).toEqual({
        id: chat?.id,
        unseenMsgs: chat?.unseenMsgs,
        lastMessage: chat?.messages.at(-1),
      });
      expect((await open(entry.id)).chat?.messages).toEqual(chat?.messages);
    }
  });

  it('GET chats/{userId} answers chat and contact and sets unseenMsgs to 0', async () => {
    const data = await open(2);
    expect(data.contact.fullName).toBe('Omar Quinn');
    expect(data.chat?.messages).toHaveLength(3);
    expect(data.chat?.unseenMsgs).toBe(0);
    expect(await storedChatUnseenMsgs(2)).toBe(0);
    expect((await call('/api/apps/chat/chats/5', { token: admin })).body).toMatchObject({
      chat: null,
    });
    expect(await call('/api/apps/chat/chats/99', { token: admin })).toEqual({
      status: 404,
      body: { message: 'Contact not found' },
    });
    expect(await call('/api/apps/chat/chats/abc', { token: admin })).toEqual({
      status: 404,
      body: { message: 'Contact not found' },
    });
  });

  it('POST adds a message (sent, not delivered, not seen); creates the chat when new', async () => {
    const existing = await send(1, { message: 'Hello again', senderId: 11 });
    expect(existing.status).toBe(201);
    const answer = chatSendResponseSchema.parse(existing.body);
    expect(answer.chat).toBeUndefined();
    expect(answer.msg).toMatchObject({
      message: 'Hello again',
      senderId: 11,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    });

    const fresh = chatSendResponseSchema.parse(
      (await send(5, { message: 'Hi Mateo', senderId: 11 })).body,
    );
    expect(fresh.chat).toMatchObject({ id: 4, userId: 5, unseenMsgs: 0 });
    expect(fresh.chat?.messages).toHaveLength(1);
  });

  it('a message from the contact side is stored as sent and is not answered', async () => {
    const start = new Date();
    at(start, 0);
    expect((await send(3, { message: 'Me again', senderId: 3 })).status).toBe(201);
    at(start, AUTO_REPLY_DELAYS.reply + 1000);
    const messages = (await open(3)).chat?.messages ?? [];
    expect(messages).toHaveLength(2);
    expect(messages.at(-1)).toMatchObject({
      message: 'Me again',
      senderId: 3,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    });
  });

  it('refuses an empty message or a stranger as sender with field errors', async () => {
    expect((await send(1, { message: '  ', senderId: 11 })).status).toBe(400);
    expect(await send(1, { message: 'x', senderId: 4 })).toEqual({
      status: 400,
      body: { errors: { senderId: ['The sender must be you or this contact'] } },
    });
    // The contact is looked up before the body.
    expect(await send(99, { message: '' })).toEqual({
      status: 404,
      body: { message: 'Contact not found' },
    });
  });

  it('the other side delivers, sees and answers after a short delay', async () => {
    // The server's clock moves past the answer's time: no real wait.
    const start = new Date('2026-11-25T10:00:00.000Z');
    at(start, 0);
    await send(1, { message: 'Are you there?', senderId: 11 });
    at(start, AUTO_REPLY_DELAYS.reply + 200);
    const listed = (await overview()).chatsContacts.find((c) => c.id === 1);
    expect(listed?.chat.unseenMsgs).toBe(1);
    const messages = (await open(1)).chat?.messages ?? [];
    expect(messages.at(-2)).toMatchObject({
      message: 'Are you there?',
      feedback: { isSent: true, isDelivered: true, isSeen: true },
    });
    expect(messages.at(-1)?.senderId).toBe(1);
  });

  it('each step shows when its time has come, as the clock says; reads write nothing', async () => {
    const start = new Date('2026-11-25T10:00:00.000Z');
    at(start, 0);
    await send(1, { message: 'Step by step', senderId: 11 });
    const mine = async () =>
      (await open(1)).chat?.messages.find((m) => m.message === 'Step by step');
    const rowsAfterSend = await storedChatMessageRows();

    at(start, AUTO_REPLY_DELAYS.delivered - 1);
    expect((await mine())?.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    at(start, AUTO_REPLY_DELAYS.delivered);
    expect((await mine())?.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: false });
    at(start, AUTO_REPLY_DELAYS.seen);
    expect((await mine())?.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });
    expect((await open(1)).chat?.messages.at(-1)?.message).toBe('Step by step');
    expect((await overview()).chatsContacts[0]?.chat.lastMessage?.message).toBe('Step by step');

    at(start, AUTO_REPLY_DELAYS.reply);
    const before = await overview();
    expect(before.chatsContacts[0]?.chat).toMatchObject({
      id: 1,
      unseenMsgs: 1,
      lastMessage: {
        // The chat holds 4 + 1 messages when it arrives: the second text of the list.
        message: AUTO_REPLIES[5 % AUTO_REPLIES.length],
        senderId: 1,
        time: new Date(start.getTime() + AUTO_REPLY_DELAYS.reply).toISOString(),
        feedback: { isSent: true, isDelivered: true, isSeen: true },
      },
    });
    // Reading moved nothing in the database.
    expect(await storedChatMessageRows()).toEqual(rowsAfterSend);
    // Opening the chat sees the answer; the count stays 0 afterwards.
    expect((await open(1)).chat?.unseenMsgs).toBe(0);
    at(start, AUTO_REPLY_DELAYS.reply + 60_000);
    expect((await overview()).chatsContacts[0]?.chat.unseenMsgs).toBe(0);
  });

  it('an answer that arrives after the chat was opened counts as unseen again', async () => {
    const start = new Date('2026-11-25T10:00:00.000Z');
    at(start, 0);
    await send(2, { message: 'Ping', senderId: 11 });
    expect((await open(2)).chat?.unseenMsgs).toBe(0);
    at(start, AUTO_REPLY_DELAYS.reply);
    const omar = (await overview()).chatsContacts.find((c) => c.id === 2);
    expect(omar?.chat.unseenMsgs).toBe(1);
    expect(omar?.chat.lastMessage?.senderId).toBe(2);
  });

  it('a first message that cannot be stored makes no chat either', async () => {
    const restore = failNextInsertInto('chat_messages');
    const answer = await send(7, { message: 'Hello Ingrid', senderId: 11 });
    restore();
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect(await storedChatIds(7)).toEqual([]);
    expect((await open(7)).chat).toBeNull();
  });

  it('two first messages to a contact at once make one chat', async () => {
    const both = await Promise.all([
      send(6, { message: 'One', senderId: 11 }),
      send(6, { message: 'Two', senderId: 11 }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    const created = both.map((answer) => chatSendResponseSchema.parse(answer.body).chat);
    expect(created.filter((chat) => chat !== undefined)).toHaveLength(1);
    const chats = await storedChatIds(6);
    expect(chats).toHaveLength(1);
  });

  it('updates the own status and about; bad values are 400', async () => {
    const put = (json: unknown) =>
      call('/api/apps/chat/profile', { method: 'PUT', json, token: admin });
    const answer = await put({ status: 'busy', about: 'In meetings' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'busy', about: 'In meetings' });
    expect((await put({ status: 'sleeping' })).status).toBe(400);
    expect((await overview()).profileUser).toMatchObject({ status: 'busy', about: 'In meetings' });
  });

  it('the client (read AclDemo only) may neither read nor write the chat', async () => {
    const client = await signIn('client@demo.com');
    expect((await call('/api/apps/chat/chats-and-contacts', { token: client })).status).toBe(403);
    expect((await call('/api/apps/chat/chats/1', { token: client })).status).toBe(403);
    expect(await send(1, { message: 'x', senderId: 11 }, client)).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect(
      (await call('/api/apps/chat/profile', { method: 'PUT', json: {}, token: client })).status,
    ).toBe(403);
    expect((await call('/api/apps/chat/chats-and-contacts')).status).toBe(401);
  });
});

describe('chat between colleagues (two accounts)', () => {
  /** twostep@demo.com (an admin too) as a Bearer session: no two-step code needed here. */
  async function colleague(accountId: number) {
    const token = `chat-colleague-${accountId}`;
    await insertTestSession(testDb(), accountId, token);
    return token;
  }
  /** The auditor, allowed to read the chat (not to write): a third staff member. */
  async function thirdReader() {
    await arrangeAccountRule(4, 99, { action: 'read', subject: 'Chat' });
    return colleague(4);
  }
  const chatEvents = () => storedEvents('chat');
  async function stream(token: string) {
    const reader = await openEventStream(currentTestApp().app, {
      Authorization: `Bearer ${token}`,
    });
    streams.push(reader);
    expect((await reader.next())?.event).toBe('ready');
    return reader;
  }

  it('A sends, B sees it unseen (delivered), B opens it: unseen 0 and A sees it seen', async () => {
    const sam = await colleague(3);
    const samProfile = (await overview('', sam)).profileUser;
    expect(samProfile).toMatchObject({ fullName: 'Sam Steps', role: 'admin' });
    const admins = await overview();
    expect(admins.contacts.at(-1)).toMatchObject({ id: samProfile.id, fullName: 'Sam Steps' });
    expect((await overview('', sam)).contacts.at(-1)).toMatchObject({
      id: 11,
      fullName: 'John Doe',
    });

    const sent = await send(samProfile.id, { message: 'Hi Sam, got a minute?', senderId: 11 });
    expect(sent.status).toBe(201);
    const answer = chatSendResponseSchema.parse(sent.body);
    expect(answer.msg.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    expect(answer.chat).toMatchObject({ id: 4, userId: samProfile.id, unseenMsgs: 0 });
    // No demo answer: a colleague answers themselves.
    at(new Date(), AUTO_REPLY_DELAYS.reply + 1000);
    expect((await open(samProfile.id)).chat?.messages).toHaveLength(1);
    expect((await open(samProfile.id)).chat?.messages[0]?.feedback.isDelivered).toBe(false);

    // B's portal fetches the list: unseen 1, and the message counts as delivered.
    const samsList = await overview('', sam);
    expect(samsList.chatsContacts[0]).toMatchObject({
      id: 11,
      fullName: 'John Doe',
      chat: { id: 4, unseenMsgs: 1, lastMessage: { message: 'Hi Sam, got a minute?' } },
    });
    expect((await open(samProfile.id)).chat?.messages[0]?.feedback).toEqual({
      isSent: true,
      isDelivered: true,
      isSeen: false,
    });
    // A's side counts nothing unseen (the message is A's own); the seeded chats follow it.
    expect((await overview()).chatsContacts.map((c) => [c.fullName, c.chat.unseenMsgs])).toEqual([
      ['Sam Steps', 0],
      ['Lucia Ferrer', 0],
      ['Omar Quinn', 2],
      ['Nadia Risby', 1],
    ]);

    // B opens the chat: unseen 0; A sees the message seen.
    const opened = await open(11, sam);
    expect(opened.contact).toMatchObject({ id: 11, fullName: 'John Doe' });
    expect(opened.chat).toMatchObject({ id: 4, userId: 11, unseenMsgs: 0 });
    expect((await overview('', sam)).chatsContacts[0]?.chat.unseenMsgs).toBe(0);
    expect((await open(samProfile.id)).chat?.messages[0]?.feedback.isSeen).toBe(true);

    // B answers: one conversation, stored once; A has one unseen.
    expect((await send(11, { message: 'Sure!', senderId: samProfile.id }, sam)).status).toBe(201);
    const both = await open(samProfile.id);
    expect(both.chat?.messages.map((m) => [m.senderId, m.message])).toEqual([
      [11, 'Hi Sam, got a minute?'],
      [samProfile.id, 'Sure!'],
    ]);
    expect(both.chat?.unseenMsgs).toBe(0);
    // Nobody writes in a colleague's name.
    expect(await send(samProfile.id, { message: 'Fake', senderId: samProfile.id })).toEqual({
      status: 400,
      body: { errors: { senderId: ['The sender must be you'] } },
    });
  });

  it('a third account reads neither the pair’s chat nor its events', async () => {
    const sam = await colleague(3);
    const ada = await thirdReader();
    const samId = (await overview('', sam)).profileUser.id;
    const adaId = (await overview('', ada)).profileUser.id;
    const samEvents = await stream(sam);
    const adaEvents = await stream(ada);

    expect((await send(samId, { message: 'Between us', senderId: 11 })).status).toBe(201);
    const heard = await samEvents.nextOf('chat');
    expect(heard).not.toBeNull();
    expect(JSON.parse(heard?.data ?? '{}')).toMatchObject({ id: '4', actor: 1 });
    expect(await adaEvents.nextOf('chat', 500)).toBeNull();

    // Ada's own chats with either of them are empty; the pair's message is nowhere in her answers.
    expect((await open(samId, ada)).chat).toBeNull();
    expect((await open(11, ada)).chat).toBeNull();
    const adas = await overview('', ada);
    expect(adas.chatsContacts.some((c) => c.chat.id === 4)).toBe(false);
    expect(JSON.stringify(adas)).not.toContain('Between us');
    // She may read, not write.
    expect((await send(samId, { message: 'x', senderId: adaId }, ada)).status).toBe(403);
    // Every chat event so far went to the admin (other tabs) or Sam, never to Ada.
    const recipients = new Set((await chatEvents()).map((e) => e.recipientId));
    expect(recipients).toEqual(new Set([1, 3]));
  });

  it('B fetching and opening tells A live (delivered, then seen); a read that changes nothing is silent', async () => {
    const sam = await colleague(3);
    const samId = (await overview('', sam)).profileUser.id;
    const adminEvents = await stream(admin);
    await send(samId, { message: 'Ping', senderId: 11 });
    // The admin's other tabs hear of their own message too.
    expect(await adminEvents.nextOf('chat')).not.toBeNull();
    await overview('', sam);
    expect(await adminEvents.nextOf('chat')).not.toBeNull();
    await open(11, sam);
    expect(await adminEvents.nextOf('chat')).not.toBeNull();
    const stored = (await chatEvents()).length;
    await overview('', sam);
    await open(11, sam);
    expect(await chatEvents()).toHaveLength(stored);
    expect(await adminEvents.nextOf('chat', 500)).toBeNull();
  });
});
