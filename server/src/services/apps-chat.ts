import {
  CHAT_MESSAGES,
  type Chat,
  type ChatContact,
  type ChatMessage,
  type ChatProfileBody,
  type ChatProfileUser,
  type ChatSendBody,
  type ChatsAndContacts,
  type ChatStatus,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { fieldErrors, notFound } from '../http/errors';
import { lockApp } from '../repositories/app-locks.repository';
import * as pairs from '../repositories/chat-pairs.repository';
import * as chats from '../repositories/chats.repository';
import { insertEvent } from '../repositories/events.repository';
import type { Caller } from './caller';

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

/**
 * The caller's chat profile: made on first use, together with every other account that may chat
 * and has none yet (so colleagues are listed before they ever opened the chat). The first
 * account's is the seeded one (John Doe, id 11); others get the next free id.
 */
async function profileOf(deps: AppDeps, caller: Caller): Promise<ChatProfileUser> {
  const found = await chats.findProfileOf(deps.db, caller.account.id);
  const missing = await chats.accountsWithoutProfile(deps.db, caller.account.id);
  if (found && missing.length === 0) return found;
  return deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'chat');
    for (const account of await chats.accountsWithoutProfile(trx, caller.account.id)) {
      await chats.insertProfile(trx, {
        id: await chats.nextPersonId(trx),
        account_id: account.id,
        full_name: account.full_name,
        role: account.role,
        about: '',
        avatar: account.avatar,
        status: 'online',
        two_step_enabled: false,
        notifications_on: true,
      });
    }
    const profile = await chats.findProfileOf(trx, caller.account.id);
    if (!profile) throw new Error('chat profile missing');
    return profile;
  });
}

/**
 * A live `chat` event (entity: the chat id) for each account, only for that account (never for
 * a third one). Stored in the caller's transaction; the stream reads it once written.
 */
async function tellAccounts(
  deps: AppDeps,
  db: Kysely<Database>,
  chatId: number,
  actorId: number,
  accountIds: Iterable<number>,
) {
  for (const recipientId of new Set(accountIds))
    await insertEvent(db, {
      kind: 'chat',
      entityId: String(chatId),
      actorId,
      recipientId,
      createdAt: nowIso(deps),
    });
}

/**
 * The caller received (a read of the list) or saw (opening a chat) colleagues' messages: they
 * become delivered (and seen), and their senders (and, once seen, the caller's other tabs) hear
 * of it live. A read that changes nothing writes nothing.
 */
async function markReceived(
  deps: AppDeps,
  caller: Caller,
  me: ChatProfileUser,
  options: { seen: boolean; pairId?: number },
) {
  const changed = await deps.db.transaction().execute(async (trx) => {
    const rows = await pairs.markReceived(trx, me.id, options);
    for (const { pairId, senderId } of rows) {
      const sender = await chats.findColleague(trx, me.id, senderId);
      // Seen: the caller's other tabs clear their unread count too.
      const to = options.seen ? [caller.account.id] : [];
      if (sender) to.push(sender.accountId);
      await tellAccounts(deps, trx, pairId, caller.account.id, to);
    }
    return rows.length;
  });
  if (changed > 0) await deps.events?.wake();
}

type ListedChat = ChatsAndContacts['chatsContacts'][number];

/**
 * Chats (latest first) and contacts whose name contains `q`, and the caller's profile. Contacts
 * are the demo contacts, then the colleagues (other accounts that may chat); listing them counts
 * as receiving the colleagues' messages (delivered).
 */
export async function chatsAndContacts(
  deps: AppDeps,
  caller: Caller,
  q: string,
): Promise<ChatsAndContacts> {
  const needle = q.trim();
  const now = nowIso(deps);
  const me = await profileOf(deps, caller);
  await markReceived(deps, caller, me, { seen: false });
  const [demoChats, pairChats, contacts, colleagues] = await Promise.all([
    chats.listChats(deps.db, me.id, needle, now),
    pairs.listPairChats(deps.db, me.id, needle),
    chats.listContacts(deps.db, needle),
    chats.listColleagues(deps.db, me.id, needle),
  ]);
  const colleagueChats: ListedChat[] = pairChats.map(({ row, chat }) => ({
    id: row.id,
    fullName: row.full_name,
    role: row.role,
    about: row.about,
    avatar: row.avatar,
    status: row.status as ChatStatus,
    chat,
  }));
  // Latest conversation first, a chat without messages last, equal times in chat order.
  const timeOf = (entry: ListedChat) => entry.chat.lastMessage?.time ?? '';
  const chatsContacts = [...demoChats, ...colleagueChats].sort((a, b) =>
    timeOf(a) === timeOf(b) ? a.chat.id - b.chat.id : timeOf(a) < timeOf(b) ? 1 : -1,
  );
  return { chatsContacts, contacts: [...contacts, ...colleagues], profileUser: me };
}

/** Whom a contact id names for the caller: a demo contact or a colleague (with their account). */
export interface ChatPartner {
  contact: ChatContact;
  /** The colleague's account; null for a demo contact. */
  accountId: number | null;
}

/**
 * 404 unless the contact exists for the caller (checked before the body, as the former mock).
 * Writes nothing: a bad request stores nothing.
 */
export async function requireContact(
  deps: AppDeps,
  caller: Caller,
  contactId: number | null,
): Promise<ChatPartner> {
  if (contactId !== null) {
    const contact = await chats.findContact(deps.db, contactId);
    if (contact) return { contact, accountId: null };
    const me = await chats.findProfileOf(deps.db, caller.account.id);
    const colleague = await chats.findColleague(deps.db, me?.id ?? null, contactId);
    if (colleague) return colleague;
  }
  throw notFound(CHAT_MESSAGES.contactNotFound);
}

/**
 * The chat with a contact (null before the first message); opening it sets its unseen count to 0
 * (spec 4). With a colleague, their messages become seen and they hear of it live.
 */
export async function openChat(
  deps: AppDeps,
  caller: Caller,
  contactId: number | null,
): Promise<{ chat: Chat | null; contact: ChatContact }> {
  const { contact, accountId } = await requireContact(deps, caller, contactId);
  const me = await profileOf(deps, caller);
  if (accountId !== null) {
    const pairId = await pairs.pairIdOf(deps.db, me.id, contact.id);
    if (pairId !== undefined) await markReceived(deps, caller, me, { seen: true, pairId });
    return { chat: await pairs.findPairChat(deps.db, me.id, contact.id), contact };
  }
  const now = nowIso(deps);
  const chat = await chats.findChatOf(deps.db, me.id, contact.id, now);
  if (chat && chat.unseenMsgs !== 0) {
    // The caller's tabs (their chat list, the menu's unread count) hear that it was read.
    const chatId = chat.id;
    await deps.db.transaction().execute(async (trx) => {
      await chats.markChatOpened(trx, chatId, now);
      await tellAccounts(deps, trx, chatId, caller.account.id, [caller.account.id]);
    });
    await deps.events?.wake();
    chat.unseenMsgs = 0;
  }
  return { chat, contact };
}

/**
 * How many messages the caller has not seen, over all their chats: the sum of the unread counts
 * of their chat list (demo contacts as of now, colleagues). Writes nothing: an account that never
 * opened the chat and has no profile yet has nothing unseen.
 */
export async function unseenMessages(deps: AppDeps, caller: Caller): Promise<number> {
  const me = await chats.findProfileOf(deps.db, caller.account.id);
  if (!me) return 0;
  const [demo, colleagues] = await Promise.all([
    chats.unseenTotal(deps.db, me.id, nowIso(deps)),
    pairs.unseenTotal(deps.db, me.id),
  ]);
  return demo + colleagues;
}

/**
 * A message to the chat with a colleague: stored once for both, sent and not yet delivered nor
 * seen; the colleague (and the caller's other tabs) hear of it live. Only the caller may be its
 * sender.
 */
async function sendToColleague(
  deps: AppDeps,
  caller: Caller,
  { contact, accountId }: ChatPartner & { accountId: number },
  body: ChatSendBody,
): Promise<{ msg: ChatMessage; chat?: Chat }> {
  const me = await profileOf(deps, caller);
  if (body.senderId !== me.id) throw fieldErrors({ senderId: [CHAT_MESSAGES.notYou] });
  const msg: ChatMessage = {
    message: body.message,
    time: nowIso(deps),
    senderId: me.id,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  };
  return deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'chat');
    let pairId = await pairs.pairIdOf(trx, me.id, contact.id);
    const created = pairId === undefined;
    if (pairId === undefined) {
      pairId = await chats.nextChatId(trx);
      await pairs.insertPair(trx, pairId, me.id, contact.id);
    }
    await pairs.insertPairMessage(trx, pairId, msg);
    await tellAccounts(deps, trx, pairId, caller.account.id, [accountId, caller.account.id]);
    return created
      ? { msg, chat: { id: pairId, userId: contact.id, unseenMsgs: 0, messages: [msg] } }
      : { msg };
  });
}

/**
 * A message to the chat with `contact` (the chat is made on the first one): sent, not yet
 * delivered nor seen. With a colleague, see `sendToColleague`. A message of the user to a demo
 * contact is answered by the demo's other side: it counts as delivered, then seen, then the
 * answer arrives (AUTO_REPLY_DELAYS), all stored now and dated ahead, so reads show each step
 * when its time has come.
 */
export async function sendMessage(
  deps: AppDeps,
  caller: Caller,
  partner: ChatPartner,
  body: ChatSendBody,
): Promise<{ msg: ChatMessage; chat?: Chat }> {
  const { accountId } = partner;
  if (accountId !== null) return sendToColleague(deps, caller, { ...partner, accountId }, body);
  const { contact } = partner;
  const profile = await profileOf(deps, caller);
  return deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'chat');
    if (body.senderId !== profile.id && body.senderId !== contact.id)
      throw fieldErrors({ senderId: [CHAT_MESSAGES.badSender] });
    const time = nowIso(deps);
    const msg: ChatMessage = {
      message: body.message,
      time,
      senderId: body.senderId,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    };
    let chatId = await chats.chatIdOf(trx, profile.id, contact.id);
    const created = chatId === undefined;
    chatId ??= await chats.insertChat(trx, profile.id, contact.id);
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
  caller: Caller,
  body: ChatProfileBody,
): Promise<ChatProfileUser> {
  const profile = await profileOf(deps, caller);
  await chats.updateProfile(deps.db, profile.id, body);
  return profileOf(deps, caller);
}
