import { http } from 'msw';
import {
  CHAT_MESSAGES,
  chatProfileBodySchema,
  chatSendBodySchema,
  chatsAndContactsQuerySchema,
  type Chat,
  type ChatMessage,
} from '@portal/contract';
import { commitDb, getDb, saveDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { EarlyResponse, fieldErrorResponse, json, messageResponse } from '../lib/http';
import { parseId } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';

const SUBJECT = 'Chat';

/** How the demo's other side answers a message (ms after it was sent). */
export const AUTO_REPLY_DELAYS = { delivered: 800, seen: 1600, reply: 2400 } as const;
const REPLIES = [
  'Thanks, I will look at it.',
  'Sounds good!',
  'Let me check and come back to you.',
  'Got it 👍',
];

function findContact(userId: string | readonly string[] | undefined) {
  const id = parseId(userId);
  const contact = getDb().chatContacts.find((c) => c.id === id);
  if (!contact) throw new EarlyResponse(messageResponse(404, CHAT_MESSAGES.contactNotFound));
  return contact;
}

/**
 * The seeded other side: the message is delivered, then seen, then answered. Each step looks
 * the message up again, so a reset database (or a deleted chat) is simply left alone.
 */
function scheduleAutoReply(chatId: number, time: string) {
  const find = () => {
    const chat = getDb().chats.find((c) => c.id === chatId);
    return { chat, message: chat?.messages.find((m) => m.time === time) };
  };
  setTimeout(() => {
    const { message } = find();
    if (!message) return;
    message.feedback.isDelivered = true;
    saveDb();
  }, AUTO_REPLY_DELAYS.delivered);
  setTimeout(() => {
    const { message } = find();
    if (!message) return;
    message.feedback.isSeen = true;
    saveDb();
  }, AUTO_REPLY_DELAYS.seen);
  setTimeout(() => {
    const { chat, message } = find();
    if (!chat || !message) return;
    chat.messages.push({
      message: REPLIES[chat.messages.length % REPLIES.length] ?? 'OK',
      time: new Date().toISOString(),
      senderId: chat.userId,
      feedback: { isSent: true, isDelivered: true, isSeen: true },
    });
    chat.unseenMsgs += 1;
    saveDb();
  }, AUTO_REPLY_DELAYS.reply);
}

export const chatHandlers = [
  http.get(
    '/api/apps/chat/chats-and-contacts',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const { q } = parseQuery(request.url, chatsAndContactsQuerySchema);
      const needle = q.trim().toLowerCase();
      const db = getDb();
      const matches = (name: string) => name.toLowerCase().includes(needle);
      const chatsContacts = db.chats
        .flatMap((chat) => {
          const contact = db.chatContacts.find((c) => c.id === chat.userId);
          if (!contact) return [];
          return [
            {
              ...contact,
              chat: {
                id: chat.id,
                unseenMsgs: chat.unseenMsgs,
                lastMessage: chat.messages.at(-1) ?? null,
              },
            },
          ];
        })
        // Latest conversation first.
        .sort((a, b) =>
          (b.chat.lastMessage?.time ?? '').localeCompare(a.chat.lastMessage?.time ?? ''),
        )
        .filter((c) => matches(c.fullName));
      return json({
        chatsContacts,
        contacts: db.chatContacts.filter((c) => matches(c.fullName)),
        profileUser: db.chatProfile,
      });
    }),
  ),

  http.get(
    '/api/apps/chat/chats/:userId',
    safeResolver(async ({ request, cookies, params }) => {
      authenticate(request, cookies);
      const contact = findContact(params.userId);
      const chat = getDb().chats.find((c) => c.userId === contact.id) ?? null;
      // Opening a chat sets its unseen count to 0 (spec 4).
      if (chat && chat.unseenMsgs !== 0) {
        chat.unseenMsgs = 0;
        await commitDb();
      }
      return json({ chat, contact });
    }),
  ),

  http.post(
    '/api/apps/chat/chats/:userId',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'create', SUBJECT);
      const contact = findContact(params.userId);
      const body = await parseBody(request, chatSendBodySchema);
      const db = getDb();
      if (body.senderId !== db.chatProfile.id && body.senderId !== contact.id)
        return fieldErrorResponse({ senderId: [CHAT_MESSAGES.badSender] });
      const msg: ChatMessage = {
        message: body.message,
        time: new Date().toISOString(),
        senderId: body.senderId,
        feedback: { isSent: true, isDelivered: false, isSeen: false },
      };
      let chat = db.chats.find((c) => c.userId === contact.id);
      let created: Chat | undefined;
      if (!chat) {
        chat = {
          id: Math.max(0, ...db.chats.map((c) => c.id)) + 1,
          userId: contact.id,
          unseenMsgs: 0,
          messages: [],
        };
        db.chats.push(chat);
        created = chat;
      }
      chat.messages.push(msg);
      await commitDb();
      if (body.senderId === db.chatProfile.id) scheduleAutoReply(chat.id, msg.time);
      return json(created ? { msg, chat: created } : { msg }, 201);
    }),
  ),

  http.put(
    '/api/apps/chat/profile',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'update', SUBJECT);
      const body = await parseBody(request, chatProfileBodySchema);
      const profile = getDb().chatProfile;
      if (body.status !== undefined) profile.status = body.status;
      if (body.about !== undefined) profile.about = body.about;
      await commitDb();
      return json(profile);
    }),
  ),
];
