import type { Chat, ChatContact, ChatMessage, ChatProfileUser, ChatStatus } from '@portal/contract';
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import { containsText, toBool } from '../db/dialect';
import { insertMany } from '../db/seed/insert';

type ContactRow = Selectable<Database['chat_contacts']>;
type MessagesEb = ExpressionBuilder<Database, 'chat_messages'>;

const toContact = (row: ContactRow): ChatContact => ({
  id: row.id,
  fullName: row.full_name,
  role: row.role,
  about: row.about,
  avatar: row.avatar,
  status: row.status as ChatStatus,
});

/** A message shows once it has arrived (the other side's answers are stored dated ahead). */
const arrived = (eb: MessagesEb, now: string) =>
  eb.or([eb('chat_messages.arrives_at', 'is', null), eb('chat_messages.arrives_at', '<=', now)]);

/** The columns of a message as answered: delivered and seen as of `now`. */
const messageColumns = (eb: MessagesEb, now: string) =>
  [
    'chat_messages.chat_id',
    'chat_messages.message',
    'chat_messages.time',
    'chat_messages.sender_id',
    'chat_messages.is_sent',
    eb
      .or([
        eb('chat_messages.is_delivered', '=', true),
        eb('chat_messages.delivered_at', '<=', now),
      ])
      .as('delivered'),
    eb
      .or([eb('chat_messages.is_seen', '=', true), eb('chat_messages.seen_at', '<=', now)])
      .as('seen'),
  ] as const;

interface MessageRow {
  message: string;
  time: string;
  sender_id: number;
  is_sent: Database['chat_messages']['is_sent'];
  delivered: Database['chat_messages']['is_delivered'];
  seen: Database['chat_messages']['is_seen'];
}

const toMessage = (row: MessageRow): ChatMessage => ({
  message: row.message,
  time: row.time,
  senderId: row.sender_id,
  feedback: {
    isSent: toBool(row.is_sent),
    isDelivered: toBool(row.delivered),
    isSeen: toBool(row.seen),
  },
});

/**
 * A chat's unseen count as of `now`: the count kept when it was last opened (or seeded), plus the
 * answers that arrived since.
 */
const unseenCount = (eb: ExpressionBuilder<Database, 'chats'>, now: string) =>
  eb(
    'chats.unseen_msgs',
    '+',
    eb
      .selectFrom('chat_messages')
      .select((m) => m.fn.countAll<number>().as('n'))
      .whereRef('chat_messages.chat_id', '=', 'chats.id')
      .where('chat_messages.arrives_at', '<=', now)
      .where((m) =>
        m.or([
          m('chats.opened_at', 'is', null),
          m('chat_messages.arrives_at', '>', m.ref('chats.opened_at')),
        ]),
      ),
  );

type ProfileRow = Selectable<Database['chat_profile']>;

const toProfile = (row: ProfileRow): ChatProfileUser => ({
  id: row.id,
  fullName: row.full_name,
  role: row.role,
  about: row.about,
  avatar: row.avatar,
  status: row.status as ChatStatus,
  settings: {
    isTwoStepAuthVerificationEnabled: toBool(row.two_step_enabled),
    isNotificationsOn: toBool(row.notifications_on),
  },
});

/** The chat profile of an account (its id is the account's id in the chat), if it has one. */
export async function findProfileOf(
  db: Kysely<Database>,
  accountId: number,
): Promise<ChatProfileUser | undefined> {
  const row = await db
    .selectFrom('chat_profile')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && toProfile(row);
}

type AccountsEb = ExpressionBuilder<Database, 'accounts'>;

/** An account whose rules let it read the chat (`read`/`manage` on `Chat` or `all`). */
const mayChat = (eb: AccountsEb) =>
  eb.exists(
    eb
      .selectFrom('account_rules')
      .select('account_rules.account_id')
      .whereRef('account_rules.account_id', '=', 'accounts.id')
      .where('account_rules.action', 'in', ['read', 'manage'])
      .where('account_rules.subject', 'in', ['Chat', 'all']),
  );

/** Active accounts that may chat (and `alsoId`) but have no chat profile yet, in id order. */
export async function accountsWithoutProfile(db: Kysely<Database>, alsoId: number) {
  return db
    .selectFrom('accounts')
    .select(['accounts.id', 'accounts.full_name', 'accounts.role', 'accounts.avatar'])
    .where((eb) =>
      eb.and([
        eb.or([
          eb('accounts.id', '=', alsoId),
          eb.and([eb('accounts.deactivated', '=', false), mayChat(eb)]),
        ]),
        eb.not(
          eb.exists(
            eb
              .selectFrom('chat_profile')
              .select('chat_profile.id')
              .whereRef('chat_profile.account_id', '=', 'accounts.id'),
          ),
        ),
      ]),
    )
    .orderBy('accounts.id')
    .execute();
}

/** The next id of a person in the chat: after every demo contact and profile. */
export async function nextPersonId(db: Kysely<Database>): Promise<number> {
  const [profiles, contacts] = await Promise.all([
    db
      .selectFrom('chat_profile')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst(),
    db
      .selectFrom('chat_contacts')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst(),
  ]);
  return Math.max(profiles?.last ?? 0, contacts?.last ?? 0) + 1;
}

export async function insertProfile(
  db: Kysely<Database>,
  row: Insertable<Database['chat_profile']>,
): Promise<void> {
  await db.insertInto('chat_profile').values(row).execute();
}

/** A colleague as a contact: another account's chat profile. */
const colleagueQuery = (db: Kysely<Database>, meId: number | null) => {
  const query = db
    .selectFrom('chat_profile')
    .innerJoin('accounts', 'accounts.id', 'chat_profile.account_id')
    .select([
      'chat_profile.id',
      'chat_profile.full_name',
      'chat_profile.role',
      'chat_profile.about',
      'chat_profile.avatar',
      'chat_profile.status',
      'chat_profile.account_id',
    ]);
  return meId === null ? query : query.where('chat_profile.id', '!=', meId);
};

/** The colleagues (active accounts that may chat) whose name contains `q`, in id order. */
export async function listColleagues(
  db: Kysely<Database>,
  meId: number,
  q: string,
): Promise<ChatContact[]> {
  let query = colleagueQuery(db, meId)
    .where('accounts.deactivated', '=', false)
    .where((eb) => mayChat(eb));
  if (q !== '') query = query.where((eb) => containsText(eb.ref('chat_profile.full_name'), q));
  return (await query.orderBy('chat_profile.id').execute()).map(toContact);
}

/** Another account's chat profile as a contact, with its account. */
export async function findColleague(db: Kysely<Database>, meId: number | null, id: number) {
  const row = await colleagueQuery(db, meId).where('chat_profile.id', '=', id).executeTakeFirst();
  return row && { contact: toContact(row), accountId: row.account_id ?? 0 };
}

export async function updateProfile(
  db: Kysely<Database>,
  id: number,
  change: { status?: ChatStatus | undefined; about?: string | undefined },
): Promise<void> {
  const set = {
    ...(change.status === undefined ? {} : { status: change.status }),
    ...(change.about === undefined ? {} : { about: change.about }),
  };
  if (Object.keys(set).length > 0)
    await db.updateTable('chat_profile').set(set).where('id', '=', id).execute();
}

/** Contacts whose name contains `q` (all when empty), in their order. */
export async function listContacts(db: Kysely<Database>, q: string): Promise<ChatContact[]> {
  let query = db.selectFrom('chat_contacts').selectAll();
  if (q !== '') query = query.where((eb) => containsText(eb.ref('full_name'), q));
  return (await query.orderBy('id').execute()).map(toContact);
}

export async function findContact(
  db: Kysely<Database>,
  id: number,
): Promise<ChatContact | undefined> {
  const row = await db
    .selectFrom('chat_contacts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toContact(row);
}

/**
 * The chats whose contact's name contains `q`, latest conversation first (a chat without
 * messages last; equal times in chat order), each with its contact, unseen count and last
 * message as of `now`.
 */
export async function listChats(db: Kysely<Database>, ownerId: number, q: string, now: string) {
  const lastMessageTime = (eb: ExpressionBuilder<Database, 'chats' | 'chat_contacts'>) =>
    eb
      .selectFrom('chat_messages')
      .select('chat_messages.time')
      .whereRef('chat_messages.chat_id', '=', 'chats.id')
      .where((m) => arrived(m, now))
      .orderBy('chat_messages.time', 'desc')
      .orderBy('chat_messages.id', 'desc')
      .limit(1);
  const lastMessageId = (eb: ExpressionBuilder<Database, 'chats' | 'chat_contacts'>) =>
    eb
      .selectFrom('chat_messages')
      .select('chat_messages.id')
      .whereRef('chat_messages.chat_id', '=', 'chats.id')
      .where((m) => arrived(m, now))
      .orderBy('chat_messages.time', 'desc')
      .orderBy('chat_messages.id', 'desc')
      .limit(1);
  let query = db
    .selectFrom('chats')
    .innerJoin('chat_contacts', 'chat_contacts.id', 'chats.user_id')
    .selectAll('chat_contacts')
    .select((eb) => [
      'chats.id as chat_id',
      unseenCount(eb, now).as('unseen'),
      lastMessageId(eb).as('last_message_id'),
    ])
    .where('chats.owner_id', '=', ownerId);
  if (q !== '') query = query.where((eb) => containsText(eb.ref('chat_contacts.full_name'), q));
  const rows = await query
    .orderBy((eb) => eb.fn.coalesce(lastMessageTime(eb), sql<string>`''`), 'desc')
    .orderBy('chats.id', 'asc')
    .execute();
  const lastIds = rows.flatMap((row) =>
    row.last_message_id === null ? [] : [row.last_message_id],
  );
  const lastMessages =
    lastIds.length === 0
      ? []
      : await db
          .selectFrom('chat_messages')
          .select((eb) => [...messageColumns(eb, now), 'chat_messages.id'])
          .where('chat_messages.id', 'in', lastIds)
          .execute();
  const byId = new Map(lastMessages.map((row) => [row.id, toMessage(row)]));
  return rows.map((row) => ({
    ...toContact(row),
    chat: {
      id: row.chat_id,
      unseenMsgs: row.unseen,
      lastMessage:
        (row.last_message_id === null ? undefined : byId.get(row.last_message_id)) ?? null,
    },
  }));
}

/** The chat with a contact as of `now` (its arrived messages in order), or null. */
export async function findChatOf(
  db: Kysely<Database>,
  ownerId: number,
  contactId: number,
  now: string,
): Promise<Chat | null> {
  const chat = await db
    .selectFrom('chats')
    .select((eb) => ['chats.id', 'chats.user_id', unseenCount(eb, now).as('unseen')])
    .where('chats.owner_id', '=', ownerId)
    .where('chats.user_id', '=', contactId)
    .executeTakeFirst();
  if (!chat) return null;
  const messages = await db
    .selectFrom('chat_messages')
    .select((eb) => messageColumns(eb, now))
    .where('chat_messages.chat_id', '=', chat.id)
    .where((eb) => arrived(eb, now))
    .orderBy('chat_messages.time')
    .orderBy('chat_messages.id')
    .execute();
  return {
    id: chat.id,
    userId: chat.user_id,
    unseenMsgs: chat.unseen,
    messages: messages.map(toMessage),
  };
}

/** The unseen messages of all the chats of `ownerId` as of `now`: the sum of `listChats`'s counts. */
export async function unseenTotal(
  db: Kysely<Database>,
  ownerId: number,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('chats')
    .select((eb) => eb.fn.sum<number | string | null>(unseenCount(eb, now)).as('n'))
    .where('chats.owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Opening a chat: nothing unseen as of `now`. */
export async function markChatOpened(db: Kysely<Database>, chatId: number, now: string) {
  await db
    .updateTable('chats')
    .set({ unseen_msgs: 0, opened_at: now })
    .where('id', '=', chatId)
    .execute();
}

export async function chatIdOf(db: Kysely<Database>, ownerId: number, contactId: number) {
  const row = await db
    .selectFrom('chats')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('user_id', '=', contactId)
    .executeTakeFirst();
  return row?.id;
}

/** The next chat id: the largest of every chat (with a demo contact or a colleague) + 1. */
export async function nextChatId(db: Kysely<Database>): Promise<number> {
  const [chats, pairs] = await Promise.all([
    db
      .selectFrom('chats')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst(),
    db
      .selectFrom('chat_pairs')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst(),
  ]);
  return Math.max(chats?.last ?? 0, pairs?.last ?? 0) + 1;
}

/** A new chat of `ownerId` with a demo contact. */
export async function insertChat(
  db: Kysely<Database>,
  ownerId: number,
  contactId: number,
): Promise<number> {
  const id = await nextChatId(db);
  await db
    .insertInto('chats')
    .values({ id, owner_id: ownerId, user_id: contactId, unseen_msgs: 0, opened_at: null })
    .execute();
  return id;
}

/** Every message stored for a chat, arrived or not. */
export async function countMessages(db: Kysely<Database>, chatId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('chat_id', '=', chatId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertMessages(
  db: Kysely<Database>,
  rows: readonly Insertable<Database['chat_messages']>[],
) {
  await insertMany(db, 'chat_messages', rows);
}
