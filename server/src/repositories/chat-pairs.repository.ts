import type { Chat, ChatMessage } from '@portal/contract';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { containsText, toBool } from '../db/dialect';

/**
 * Conversations between two accounts' chat profiles, stored once: each side reads it from its
 * own side (its unseen count: the other's messages it has not seen).
 */

type MessageRow = Pick<
  Selectable<Database['chat_pair_messages']>,
  'message' | 'time' | 'sender_id' | 'is_delivered' | 'is_seen'
>;

const toMessage = (row: MessageRow): ChatMessage => ({
  message: row.message,
  time: row.time,
  senderId: row.sender_id,
  feedback: { isSent: true, isDelivered: toBool(row.is_delivered), isSeen: toBool(row.is_seen) },
});

const ordered = (a: number, b: number) => (a < b ? ([a, b] as const) : ([b, a] as const));

type PairsEb = ExpressionBuilder<Database, 'chat_pairs'>;
const involves = (eb: PairsEb, meId: number) =>
  eb.or([eb('chat_pairs.low_id', '=', meId), eb('chat_pairs.high_id', '=', meId)]);

/** The other side's messages that `meId` has not seen, per pair. */
const unseenOf = (eb: PairsEb, meId: number) =>
  eb
    .selectFrom('chat_pair_messages')
    .select((m) => m.fn.countAll<number>().as('n'))
    .whereRef('chat_pair_messages.pair_id', '=', 'chat_pairs.id')
    .where('chat_pair_messages.sender_id', '!=', meId)
    .where('chat_pair_messages.is_seen', '=', false);

export async function pairIdOf(db: Kysely<Database>, a: number, b: number) {
  const [low, high] = ordered(a, b);
  const row = await db
    .selectFrom('chat_pairs')
    .select('id')
    .where('low_id', '=', low)
    .where('high_id', '=', high)
    .executeTakeFirst();
  return row?.id;
}

export async function insertPair(db: Kysely<Database>, id: number, a: number, b: number) {
  const [low, high] = ordered(a, b);
  await db.insertInto('chat_pairs').values({ id, low_id: low, high_id: high }).execute();
}

/**
 * The conversations of `meId` with colleagues whose name contains `q`: the colleague's profile
 * id, the chat id, `meId`'s unseen count and the last message.
 */
export async function listPairChats(db: Kysely<Database>, meId: number, q: string) {
  let query = db
    .selectFrom('chat_pairs')
    .innerJoin('chat_profile', (join) =>
      join.on((eb) =>
        eb.and([
          eb('chat_profile.id', '!=', meId),
          eb.or([
            eb('chat_profile.id', '=', eb.ref('chat_pairs.low_id')),
            eb('chat_profile.id', '=', eb.ref('chat_pairs.high_id')),
          ]),
        ]),
      ),
    )
    .select((eb) => [
      'chat_pairs.id as chat_id',
      'chat_profile.id',
      'chat_profile.full_name',
      'chat_profile.role',
      'chat_profile.about',
      'chat_profile.avatar',
      'chat_profile.status',
      unseenOf(eb, meId).as('unseen'),
      eb
        .selectFrom('chat_pair_messages')
        .select('chat_pair_messages.id')
        .whereRef('chat_pair_messages.pair_id', '=', 'chat_pairs.id')
        .orderBy('chat_pair_messages.time', 'desc')
        .orderBy('chat_pair_messages.id', 'desc')
        .limit(1)
        .as('last_message_id'),
    ])
    .where((eb) => involves(eb, meId));
  if (q !== '') query = query.where((eb) => containsText(eb.ref('chat_profile.full_name'), q));
  const rows = await query.orderBy('chat_pairs.id').execute();
  const lastIds = rows.flatMap((row) =>
    row.last_message_id === null ? [] : [row.last_message_id],
  );
  const last =
    lastIds.length === 0
      ? []
      : await db
          .selectFrom('chat_pair_messages')
          .select(['id', 'message', 'time', 'sender_id', 'is_delivered', 'is_seen'])
          .where('id', 'in', lastIds)
          .execute();
  const byId = new Map(last.map((row) => [row.id, toMessage(row)]));
  return rows.map((row) => ({
    row,
    chat: {
      id: row.chat_id,
      unseenMsgs: row.unseen ?? 0,
      lastMessage:
        (row.last_message_id === null ? undefined : byId.get(row.last_message_id)) ?? null,
    },
  }));
}

/** The conversation of `meId` with `otherId` from `meId`'s side, or null before its first message. */
export async function findPairChat(
  db: Kysely<Database>,
  meId: number,
  otherId: number,
): Promise<Chat | null> {
  const id = await pairIdOf(db, meId, otherId);
  if (id === undefined) return null;
  const [messages, unseen] = await Promise.all([
    db
      .selectFrom('chat_pair_messages')
      .select(['message', 'time', 'sender_id', 'is_delivered', 'is_seen'])
      .where('pair_id', '=', id)
      .orderBy('time')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('chat_pairs')
      .select((eb) => unseenOf(eb, meId).as('n'))
      .where('chat_pairs.id', '=', id)
      .executeTakeFirst(),
  ]);
  return {
    id,
    userId: otherId,
    unseenMsgs: unseen?.n ?? 0,
    messages: messages.map(toMessage),
  };
}

/** The colleagues' messages to `meId` that `meId` has not seen, over all their conversations. */
export async function unseenTotal(db: Kysely<Database>, meId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_pair_messages')
    .innerJoin('chat_pairs', 'chat_pairs.id', 'chat_pair_messages.pair_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => involves(eb, meId))
    .where('chat_pair_messages.sender_id', '!=', meId)
    .where('chat_pair_messages.is_seen', '=', false)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertPairMessage(
  db: Kysely<Database>,
  pairId: number,
  message: ChatMessage,
): Promise<void> {
  await db
    .insertInto('chat_pair_messages')
    .values({
      pair_id: pairId,
      sender_id: message.senderId,
      message: message.message,
      time: message.time,
      is_delivered: message.feedback.isDelivered,
      is_seen: message.feedback.isSeen,
    })
    .execute();
}

/**
 * Marks the other side's messages to `meId` delivered (`seen` too: seen), in every pair of
 * `meId` (or one pair); answers the pairs and senders whose messages changed.
 */
export async function markReceived(
  db: Kysely<Database>,
  meId: number,
  { seen, pairId }: { seen: boolean; pairId?: number },
): Promise<{ pairId: number; senderId: number }[]> {
  let pending = db
    .selectFrom('chat_pair_messages')
    .innerJoin('chat_pairs', 'chat_pairs.id', 'chat_pair_messages.pair_id')
    .select(['chat_pair_messages.id', 'chat_pair_messages.pair_id', 'chat_pair_messages.sender_id'])
    .where((eb) => involves(eb, meId))
    .where('chat_pair_messages.sender_id', '!=', meId)
    .where(seen ? 'chat_pair_messages.is_seen' : 'chat_pair_messages.is_delivered', '=', false);
  if (pairId !== undefined) pending = pending.where('chat_pairs.id', '=', pairId);
  const rows = await pending.execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('chat_pair_messages')
    .set(seen ? { is_delivered: true, is_seen: true } : { is_delivered: true })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const changed = new Map(rows.map((row) => [`${row.pair_id}:${row.sender_id}`, row]));
  return [...changed.values()].map((row) => ({ pairId: row.pair_id, senderId: row.sender_id }));
}
