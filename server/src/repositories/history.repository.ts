import type { AuditEvent } from '@portal/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { HistoryTable } from '../db/tables/core';

/** The tables shaped as `HistoryTable` (`facturas_history`, `tickets_history`, ...). */
export type HistoryTableName = {
  [K in keyof Database]: Database[K] extends HistoryTable ? K : never;
}[keyof Database];

const toRow = (ownerId: number, event: AuditEvent): Insertable<HistoryTable> => ({
  id: event.id,
  owner_id: ownerId,
  at: event.at,
  actor_id: event.actor.id,
  actor_name: event.actor.fullName,
  actor_email: event.actor.email,
  action: event.action,
  from_state: event.from,
  to_state: event.to,
  detail: event.detail,
});

const toEvent = (row: HistoryTable): AuditEvent => ({
  id: row.id,
  at: row.at,
  actor: { id: row.actor_id, fullName: row.actor_name, email: row.actor_email },
  action: row.action,
  from: row.from_state,
  to: row.to_state,
  detail: row.detail,
});

// The history tables share one shape; Kysely cannot see that through a union of table names.
const loose = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, HistoryTable>>;

/** Appends events (`recordEvent` builds them: lib/audit.ts) to an entity's history. */
export async function appendHistory(
  db: Kysely<Database>,
  table: HistoryTableName,
  ownerId: number,
  events: readonly AuditEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await loose(db)
    .insertInto(table)
    .values(events.map((event) => toRow(ownerId, event)))
    .execute();
}

/** Histories of many entities (a seed, a bulk change), in as few statements as possible. */
export async function appendHistories(
  db: Kysely<Database>,
  table: HistoryTableName,
  entries: readonly { ownerId: number; events: readonly AuditEvent[] }[],
): Promise<void> {
  const rows = entries.flatMap(({ ownerId, events }) => events.map((e) => toRow(ownerId, e)));
  for (let start = 0; start < rows.length; start += 2000)
    await loose(db)
      .insertInto(table)
      .values(rows.slice(start, start + 2000))
      .execute();
}

/** An entity's history, oldest first. */
export async function readHistory(
  db: Kysely<Database>,
  table: HistoryTableName,
  ownerId: number,
): Promise<AuditEvent[]> {
  const rows = await loose(db)
    .selectFrom(table)
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map(toEvent);
}

/** Who recorded an entity's `created` event (an account id), or null when none was recorded. */
export async function creatorOf(
  db: Kysely<Database>,
  table: HistoryTableName,
  ownerId: number,
): Promise<number | null> {
  const row = await loose(db)
    .selectFrom(table)
    .select('actor_id')
    .where('owner_id', '=', ownerId)
    .where('action', '=', 'created')
    .orderBy('at')
    .limit(1)
    .executeTakeFirst();
  return row?.actor_id ?? null;
}
