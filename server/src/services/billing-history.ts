import type { AuditEvent } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { recordEvent, type Actor } from '../lib/audit';
import { lastEventAt } from '../repositories/billing-documents.repository';
import { appendHistory, type HistoryTableName } from '../repositories/history.repository';

/** One millisecond after `iso`. */
export const justAfter = (iso: string): string => new Date(Date.parse(iso) + 1).toISOString();

/**
 * Appends one entry to an entity's history, in the transaction of the change. Histories read
 * oldest first by time, so the entry is never dated before the entity's latest one: two changes
 * within the same millisecond (or a clock that stands still) keep the order they were made in.
 */
export async function recordHistory(
  db: Kysely<Database>,
  table: HistoryTableName,
  ownerId: number,
  actor: Actor,
  action: string,
  now: Date,
  details: { from?: string | null; to?: string | null; detail?: string } = {},
): Promise<AuditEvent> {
  const last = await lastEventAt(db, table, ownerId);
  const at = last !== null && last >= now.toISOString() ? new Date(justAfter(last)) : now;
  const event = recordEvent([], actor, action, { ...details, at });
  await appendHistory(db, table, ownerId, [event]);
  return event;
}
