import type { Kysely, Selectable } from 'kysely';
import type { OutboxMessage, OutboxSummary } from '@portal/contract';
import type { Database } from '../db/database';
import { countRows, onePage, type PageRequest } from '../db/paging';

type OutboxRow = Selectable<Database['outbox']>;

/** A message as the mailer records it. */
export interface NewOutboxMessage {
  recipient: string;
  subject: string;
  /** The text; null when it is not kept (sent by SMTP). */
  body: string | null;
  createdAt: string;
  sentVia: OutboxRow['sent_via'];
  status: OutboxRow['status'];
}

const toSummary = (row: OutboxRow): OutboxSummary => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  createdAt: row.created_at,
  sentVia: row.sent_via,
  status: row.status,
});

/** Records a message; its id. */
export async function insertOutboxMessage(
  db: Kysely<Database>,
  message: NewOutboxMessage,
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      created_at: message.createdAt,
      sent_via: message.sentVia,
      status: message.status,
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What SMTP made of a message: sent, or failed with an error code. */
export async function setOutboxStatus(
  db: Kysely<Database>,
  id: number,
  status: OutboxRow['status'],
  error: string | null,
): Promise<void> {
  await db.updateTable('outbox').set({ status, error }).where('id', '=', id).execute();
}

/** One page of messages, newest first (ties: the later id first), and how many there are. */
export async function listOutbox(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<{ messages: OutboxSummary[]; total: number }> {
  const query = db.selectFrom('outbox').selectAll();
  const rows = await onePage(
    query.orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
  ).execute();
  return { messages: rows.map(toSummary), total: await countRows(db, query) };
}

/** One message with its body, or undefined. */
export async function findOutboxMessage(
  db: Kysely<Database>,
  id: number,
): Promise<OutboxMessage | undefined> {
  const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...toSummary(row), body: row.body, error: row.error };
}
