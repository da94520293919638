import {
  CHAT_MESSAGES,
  type Chat,
  type ChatContact,
  type ChatMessage,
  type ChatProfileBody,
  type ChatProfileUser,
  type ChatSendBody,
  type ChatsAndContacts,
} from '@portal/contract';
import type { AppDeps } from '../context';
import { fieldErrors, notFound } from '../http/errors';
import { lockApp } from '../repositories/app-locks.repository';
import * as chats from '../repositories/chats.repository';

/** How the demo's other side answers a message of the user (ms after it was sent). */
export const AUTO_REPLY_DELAYS = { delivered: 800, seen: 1600, reply: 2400 } as const;
export const AUTO_REPLIES = [
  'Thanks, I will look at it.',
  'Sounds good!',
  'Let me check and come back to you.',
  'Got it 👍',
] as const;

const nowIso = (deps: AppDeps) => deps.clock.now().toISOString();
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** Chats (latest first) and contacts whose name contains `q`, and the user's profile. */
export async function chatsAndContacts(deps: AppDeps, q: string): Promise<ChatsAndContacts> {
  const needle = q.trim();
  const now = nowIso(deps);
  const [chatsContacts, contacts, profileUser] = await Promise.all([
    chats.listChats(deps.db, needle, now),
    chats.listContacts(deps.db, needle),
    chats.findProfile(deps.db),
  ]);
  return { chatsContacts, contacts, profileUser };
}

async function contactOr404(deps: AppDeps, id: number | null): Promise<ChatContact> {
  const contact = id === null ? undefined : await chats.findContact(deps.db, id);
  if (!contact) throw notFound(CHAT_MESSAGES.contactNotFound);
  return contact;
}

/** The chat with a contact (null before the first message); opening it sets its unseen count to 0 (spec 4). */
export async function openChat(
  deps: AppDeps,
  contactId: number | null,
): Promise<{ chat: Chat | null; contact: ChatContact }> {
  const contact = await contactOr404(deps, contactId);
  const now = nowIso(deps);
  const chat = await chats.findChatOf(deps.db, contact.id, now);
  if (chat && chat.unseenMsgs !== 0) {
    await chats.markChatOpened(deps.db, chat.id, now);
    chat.unseenMsgs = 0;
  }
  return { chat, contact };
}

/** 404 unless the contact exists (checked before the body, as the former mock). */
export async function requireContact(deps: AppDeps, contactId: number | null) {
  return contactOr404(deps, contactId);
}

/**
 * A message to the chat with `contact` (the chat is made on the first one): sent, not yet
 * delivered nor seen. A message of the user is answered by the demo's other side: it counts as
 * delivered, then seen, then the answer arrives (AUTO_REPLY_DELAYS), all stored now and dated
 * ahead, so reads show each step when its time has come.
 */
export async function sendMessage(
  deps: AppDeps,
  contact: ChatContact,
  body: ChatSendBody,
): Promise<{ msg: ChatMessage; chat?: Chat }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'chat');
    const profile = await chats.findProfile(trx);
    if (body.senderId !== profile.id && body.senderId !== contact.id)
      throw fieldErrors({ senderId: [CHAT_MESSAGES.badSender] });
    const time = nowIso(deps);
    const msg: ChatMessage = {
      message: body.message,
      time,
      senderId: body.senderId,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    };
    let chatId = await chats.chatIdOf(trx, contact.id);
    const created = chatId === undefined;
    chatId ??= await chats.insertChat(trx, contact.id);
    const fromUser = body.senderId === profile.id;
    const base = {
      chat_id: chatId,
      is_sent: true,
      is_delivered: false,
      is_seen: false,
      delivered_at: null,
      seen_at: null,
      arrives_at: null,
    };
    await chats.insertMessages(trx, [
      {
        ...base,
        sender_id: body.senderId,
        message: body.message,
        time,
        ...(fromUser
          ? {
              delivered_at: later(time, AUTO_REPLY_DELAYS.delivered),
              seen_at: later(time, AUTO_REPLY_DELAYS.seen),
            }
          : {}),
      },
    ]);
    if (fromUser) {
      // The answer picks its text by how many messages the chat holds when it arrives.
      const count = await chats.countMessages(trx, chatId);
      const replyAt = later(time, AUTO_REPLY_DELAYS.reply);
      await chats.insertMessages(trx, [
        {
          ...base,
          sender_id: contact.id,
          message: AUTO_REPLIES[count % AUTO_REPLIES.length] ?? 'OK',
          time: replyAt,
          is_delivered: true,
          is_seen: true,
          arrives_at: replyAt,
        },
      ]);
    }
    return created
      ? { msg, chat: { id: chatId, userId: contact.id, unseenMsgs: 0, messages: [msg] } }
      : { msg };
  });
}

/** The user's own status and about text. */
export async function updateChatProfile(
  deps: AppDeps,
  body: ChatProfileBody,
): Promise<ChatProfileUser> {
  return deps.db.transaction().execute(async (trx) => {
    const profile = await chats.findProfile(trx);
    await chats.updateProfile(trx, profile.id, body);
    return chats.findProfile(trx);
  });
}
