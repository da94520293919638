import { beforeEach, describe, expect, it } from 'vitest';
import {
  chatsAndContactsSchema,
  chatSendResponseSchema,
  chatWithContactSchema,
} from '@portal/contract';
import { getDb } from '../db/store';
import { call, signIn, useMockServer } from '../testing/server';
import { AUTO_REPLY_DELAYS } from './chat';

useMockServer();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

const send = (userId: number, json: unknown) =>
  call(`/api/apps/chat/chats/${userId}`, { method: 'POST', json, token: admin });

describe('chat API', () => {
  it('answers chats (latest first), contacts and the profile; q filters by name', async () => {
    const { status, body } = await call('/api/apps/chat/chats-and-contacts', { token: admin });
    expect(status).toBe(200);
    const data = chatsAndContactsSchema.parse(body);
    expect(data.chatsContacts.map((c) => [c.fullName, c.chat.unseenMsgs])).toEqual([
      ['Lucia Ferrer', 0],
      ['Omar Quinn', 2],
      ['Nadia Risby', 1],
    ]);
    expect(data.contacts).toHaveLength(8);
    expect(data.profileUser).toMatchObject({ id: 11, fullName: 'John Doe', status: 'online' });
    const quinn = chatsAndContactsSchema.parse(
      (await call('/api/apps/chat/chats-and-contacts?q=QUINN', { token: admin })).body,
    );
    expect(quinn.contacts.map((c) => c.fullName)).toEqual(['Omar Quinn', 'Mateo Quinn']);
    expect(quinn.chatsContacts.map((c) => c.fullName)).toEqual(['Omar Quinn']);
  });

  it('GET chats/{userId} answers chat and contact and sets unseenMsgs to 0', async () => {
    const { status, body } = await call('/api/apps/chat/chats/2', { token: admin });
    expect(status).toBe(200);
    const data = chatWithContactSchema.parse(body);
    expect(data.contact.fullName).toBe('Omar Quinn');
    expect(data.chat?.messages).toHaveLength(3);
    expect(getDb().chats.find((c) => c.userId === 2)?.unseenMsgs).toBe(0);
    expect((await call('/api/apps/chat/chats/5', { token: admin })).body).toMatchObject({
      chat: null,
    });
    expect(await call('/api/apps/chat/chats/99', { token: admin })).toEqual({
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

  it('refuses an empty message or a stranger as sender with field errors', async () => {
    expect((await send(1, { message: '  ', senderId: 11 })).status).toBe(400);
    expect(await send(1, { message: 'x', senderId: 4 })).toEqual({
      status: 400,
      body: { errors: { senderId: ['The sender must be you or this contact'] } },
    });
  });

  it('the other side delivers, sees and answers after a short delay', async () => {
    await send(1, { message: 'Are you there?', senderId: 11 });
    const chat = () => getDb().chats.find((c) => c.userId === 1);
    await new Promise((resolve) => setTimeout(resolve, AUTO_REPLY_DELAYS.reply + 200));
    const messages = chat()?.messages ?? [];
    expect(messages.at(-2)).toMatchObject({
      message: 'Are you there?',
      feedback: { isSent: true, isDelivered: true, isSeen: true },
    });
    expect(messages.at(-1)?.senderId).toBe(1);
    expect(chat()?.unseenMsgs).toBe(1);
  });

  it('updates the own status and about; bad values are 400', async () => {
    const put = (json: unknown) =>
      call('/api/apps/chat/profile', { method: 'PUT', json, token: admin });
    expect((await put({ status: 'busy', about: 'In meetings' })).body).toMatchObject({
      status: 'busy',
      about: 'In meetings',
    });
    expect((await put({ status: 'sleeping' })).status).toBe(400);
  });
});
