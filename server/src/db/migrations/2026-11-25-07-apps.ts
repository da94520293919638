import { index, sortKeyColumn, tableWithId, uniqueLower, type MigrationDb } from './ddl';

/**
 * E-mail, chat, calendar and kanban. Ids the spec numbers itself (e-mail, chat, event, board and
 * card ids: largest or last + 1) are plain integer keys the services give; times that lists sort
 * or compare are sort-key text (byte order in both dialects).
 */
export async function up(db: MigrationDb): Promise<void> {
  await email(db);
  await chat(db);
  await calendar(db);
  await kanban(db);
}

async function email(db: MigrationDb) {
  await db.schema
    .createTable('emails')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('in_mailbox', 'boolean', (c) => c.notNull())
    .addColumn('from_email', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('from_avatar', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('time', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('is_starred', 'boolean', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull())
    .addColumn('is_deleted', 'boolean', (c) => c.notNull())
    .execute();
  // The list: a folder (or starred, trashed, a label) newest first; the counts by folder and flag.
  await index(db, 'emails', ['folder', 'time']);
  await index(db, 'emails', ['time']);
  await index(db, 'emails', ['is_starred']);
  await index(db, 'emails', ['is_deleted']);

  await db.schema
    .createTable('email_recipients')
    .addColumn('email_id', 'integer', (c) =>
      c.notNull().references('emails.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('avatar', 'text')
    .addPrimaryKeyConstraint('email_recipients_pk', ['email_id', 'kind', 'position'])
    .execute();

  await db.schema
    .createTable('email_labels')
    .addColumn('email_id', 'integer', (c) =>
      c.notNull().references('emails.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_labels_pk', ['email_id', 'label'])
    .execute();
  await index(db, 'email_labels', ['label', 'email_id']);

  await db.schema
    .createTable('email_attachments')
    .addColumn('email_id', 'integer', (c) =>
      c.notNull().references('emails.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addPrimaryKeyConstraint('email_attachments_pk', ['email_id', 'position'])
    .execute();
  await index(db, 'email_attachments', ['file_id'], { unique: true });

  await db.schema
    .createTable('email_replies')
    .addColumn('email_id', 'integer', (c) =>
      c.notNull().references('emails.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('reply_id', 'integer', (c) => c.notNull().references('emails.id'))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('is_starred', 'boolean', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull())
    .addColumn('is_deleted', 'boolean', (c) => c.notNull())
    .addColumn('labels', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_replies_pk', ['email_id', 'position'])
    .execute();
  await index(db, 'email_replies', ['reply_id']);
}

async function chat(db: MigrationDb) {
  await db.schema
    .createTable('chat_profile')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('two_step_enabled', 'boolean', (c) => c.notNull())
    .addColumn('notifications_on', 'boolean', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_contacts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chats')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('chat_contacts.id').onDelete('cascade'),
    )
    .addColumn('unseen_msgs', 'integer', (c) => c.notNull())
    .addColumn('opened_at', sortKeyColumn(db))
    .execute();
  await index(db, 'chats', ['user_id'], { unique: true });

  await tableWithId(db, 'chat_messages')
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('time', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('is_sent', 'boolean', (c) => c.notNull())
    .addColumn('is_delivered', 'boolean', (c) => c.notNull())
    .addColumn('is_seen', 'boolean', (c) => c.notNull())
    .addColumn('delivered_at', sortKeyColumn(db))
    .addColumn('seen_at', sortKeyColumn(db))
    .addColumn('arrives_at', sortKeyColumn(db))
    .execute();
  await index(db, 'chat_messages', ['chat_id', 'time', 'id']);
}

async function calendar(db: MigrationDb) {
  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('all_day', 'boolean', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('calendar', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'calendar_events', ['calendar', 'id']);

  await db.schema
    .createTable('calendar_event_guests')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('calendar_events.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_event_guests_pk', ['event_id', 'position'])
    .execute();
}

async function kanban(db: MigrationDb) {
  await db.schema
    .createTable('kanban_boards')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await uniqueLower(db, 'kanban_boards', 'title');
  await index(db, 'kanban_boards', ['position']);

  await db.schema
    .createTable('kanban_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // A board's cards go with it.
    .addColumn('board_id', 'integer', (c) => c.references('kanban_boards.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('comments', 'text', (c) => c.notNull())
    .addColumn('comments_count', 'integer', (c) => c.notNull())
    .addColumn('attachments', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .execute();
  await index(db, 'kanban_items', ['board_id', 'position']);

  await db.schema
    .createTable('kanban_item_labels')
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('kanban_items.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('kanban_item_labels_pk', ['item_id', 'position'])
    .execute();

  await db.schema
    .createTable('kanban_item_members')
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('kanban_items.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('img', 'text')
    .addPrimaryKeyConstraint('kanban_item_members_pk', ['item_id', 'position'])
    .execute();
}
