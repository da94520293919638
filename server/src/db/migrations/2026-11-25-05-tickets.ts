import { sql } from 'kysely';
import {
  createHistoryTable,
  dialectOf,
  index,
  sortKeyColumn,
  tableWithId,
  type MigrationDb,
} from './ddl';

/**
 * The helpdesk: tickets (with their SLA clock and the figures the list computes states from),
 * messages, attachments (bytes in `files`), tags, history and the search text of `q`. An index
 * for every filter and sort of the list.
 */
export async function up(db: MigrationDb): Promise<void> {
  const dialect = dialectOf(db);
  // Epoch milliseconds outgrow PostgreSQL's `integer`; SQLite's integers are 64-bit anyway.
  const millis = dialect === 'postgres' ? 'bigint' : 'integer';

  await tableWithId(db, 'tickets')
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_tax_id', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('habilitacion_id', 'integer', (c) =>
      c.references('habilitaciones.id').onDelete('set null'),
    )
    .addColumn('factura_id', 'integer', (c) => c.references('facturas.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('priority_rank', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assignee_account_id', 'integer', (c) => c.references('accounts.id'))
    // A deleted user leaves their tickets unassigned.
    .addColumn('assignee_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assignee_name', 'text')
    .addColumn('team', 'text')
    // ISO timestamps the list sorts by: byte order in both dialects.
    .addColumn('created_at', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('updated_at', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('sla_started_at', 'text', (c) => c.notNull())
    .addColumn('sla_paused_ms', millis, (c) => c.notNull())
    .addColumn('sla_paused_since', 'text')
    .addColumn('sla_first_response_at', 'text')
    .addColumn('sla_resolved_at', 'text')
    .addColumn('sla_due_ms', millis)
    .addColumn('sla_risk_ms', millis)
    .addColumn('sla_paused_since_ms', millis)
    .addColumn('sla_done_breached', 'boolean', (c) => c.notNull())
    .addColumn('merged_into_id', 'integer', (c) => c.references('tickets.id'))
    .addCheckConstraint(
      'tickets_one_assignee_check',
      sql`assignee_account_id is null or assignee_user_id is null`,
    )
    .execute();
  // Filters and sorts of the list. A saved view is a set of statuses: every filter's index ends
  // with the status, so a view's tickets with one filter more are counted from an index alone.
  // The views' own counts read the two indexes that start with the status; the priority filter
  // and sort share one (`priority_rank`); the SLA sort depends on the time (no index can hold its
  // order): it is worked out from the second status index.
  await db.schema
    .createIndex('tickets_status_assignee_idx')
    .on('tickets')
    .columns(['status', 'assignee_account_id', 'assignee_user_id', 'priority_rank'])
    .execute();
  await db.schema
    .createIndex('tickets_status_sla_idx')
    .on('tickets')
    .columns([
      'status',
      'sla_done_breached',
      'sla_risk_ms',
      'sla_paused_since_ms',
      'sla_due_ms',
      'priority_rank',
      // PostgreSQL's indexes hold no primary key: with it, a view's SLA-sorted page of ids is
      // read from this index alone.
      'id',
    ])
    .execute();
  await index(db, 'tickets', ['updated_at', 'id']);
  await index(db, 'tickets', ['created_at', 'id']);
  await index(db, 'tickets', ['priority_rank', 'updated_at', 'id']);
  for (const column of [
    'assignee_account_id',
    'assignee_user_id',
    'team',
    'customer_id',
    'category',
  ])
    await index(db, 'tickets', [column, 'status']);
  // References that are mostly empty (the foreign keys' lookups when a row they name goes).
  for (const column of ['habilitacion_id', 'factura_id', 'merged_into_id'])
    await db.schema
      .createIndex(`tickets_${column}_idx`)
      .on('tickets')
      .column(column)
      .where(column, 'is not', null)
      .execute();

  // How many tickets hold each status (kept by every change of status in the same transaction):
  // the saved views' counts without counting the table.
  await db.schema
    .createTable('ticket_status_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('tickets', 'integer', (c) => c.notNull())
    .execute();

  await tableWithId(db, 'ticket_messages')
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('public_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('author_kind', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ticket_messages_ticket_position_key', ['ticket_id', 'position'])
    .execute();

  await db.schema
    .createTable('ticket_attachments')
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('ticket_messages.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addPrimaryKeyConstraint('ticket_attachments_pkey', ['message_id', 'position'])
    .execute();
  await index(db, 'ticket_attachments', ['file_id']);

  await db.schema
    .createTable('ticket_tags')
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_tags_pkey', ['ticket_id', 'position'])
    .addUniqueConstraint('ticket_tags_ticket_tag_key', ['ticket_id', 'tag'])
    .execute();
  await index(db, 'ticket_tags', ['tag', 'ticket_id']);

  await createHistoryTable(db, 'tickets_history', 'tickets');

  // The search text: an indexed "contains" (trigrams), the one place the dialects differ here.
  if (dialect === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await db.schema
      .createTable('ticket_search')
      .addColumn('ticket_id', 'integer', (c) =>
        c.primaryKey().references('tickets.id').onDelete('cascade'),
      )
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await sql`create index ticket_search_text_idx on ticket_search using gin (text gin_trgm_ops)`.execute(
      db,
    );
  } else {
    // rowid = ticket_id; `ticket_id` is kept as a column too so reads name it in both dialects.
    await sql`create virtual table ticket_search using fts5(ticket_id unindexed, text, tokenize = 'trigram')`.execute(
      db,
    );
  }
}
