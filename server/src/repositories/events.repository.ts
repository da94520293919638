import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { notifyListeners } from '../db/dialect';

/** The PostgreSQL channel every server process listens on; payload: the new event's id. */
export const EVENTS_CHANNEL = 'portal_events';
/** The PostgreSQL channel of signals that are not stored (presence), shared between processes. */
export const SIGNALS_CHANNEL = 'portal_signals';

/** One change as the event stream sends it: ids only, never the record's content. */
export interface StoredEvent {
  id: number;
  kind: string;
  entityId: string;
  actorId: number | null;
  /** Only this account receives the event (notifications); null: every reader of `kind`. */
  recipientId: number | null;
  createdAt: string;
}

export type NewEvent = Omit<StoredEvent, 'id'>;

const toEvent = (row: Selectable<Database['events']>): StoredEvent => ({
  id: row.id,
  kind: row.kind,
  entityId: row.entity_id,
  actorId: row.actor_id,
  recipientId: row.recipient_id,
  createdAt: row.created_at,
});

/**
 * Stores an event and, on PostgreSQL, notifies every process of its id (inside a transaction:
 * at commit, so a listener reads it back only once it is visible). Answers its id.
 */
export async function insertEvent(db: Kysely<Database>, event: NewEvent): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      kind: event.kind,
      entity_id: event.entityId,
      actor_id: event.actorId,
      recipient_id: event.recipientId,
      created_at: event.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyListeners(db, EVENTS_CHANNEL, String(row.id));
  return row.id;
}

/** At most `limit` events with an id above `afterId`, oldest first. */
export async function eventsAfter(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

/** The lowest and highest ids still kept (null when there are none). */
export async function eventIdRange(
  db: Kysely<Database>,
): Promise<{ oldest: number | null; newest: number | null }> {
  const row = await db
    .selectFrom('events')
    .select((eb) => [eb.fn.min('id').as('oldest'), eb.fn.max('id').as('newest')])
    .executeTakeFirst();
  return { oldest: row?.oldest ?? null, newest: row?.newest ?? null };
}

/** Drops events created before `before` and all but the newest `keep`. */
export async function pruneEvents(
  db: Kysely<Database>,
  before: string,
  keep: number,
): Promise<void> {
  await db.deleteFrom('events').where('created_at', '<', before).execute();
  const cut = await db
    .selectFrom('events')
    .select('id')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (cut) await db.deleteFrom('events').where('id', '<=', cut.id).execute();
}
