import { sql } from 'kysely';
import { index, sortKeyColumn, tableWithId, type MigrationDb } from './ddl';

/**
 * Chat between colleagues (issue 26 §4). Each staff account that may read the chat has its own
 * chat profile (`account_id`; the seeded profile is the first account's, the admin's); a demo
 * contact's chat belongs to one profile (`owner_id`); two accounts share one conversation
 * (`chat_pairs`, profile ids low < high) whose messages are stored once (`chat_pair_messages`).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('chat_profile').addColumn('account_id', 'integer').execute();
  await index(db, 'chat_profile', ['account_id'], { unique: true });
  // The one profile so far was the signed-in admin's (the seed's first account).
  await db
    .updateTable('chat_profile')
    .set({ account_id: 1 })
    .where(sql<boolean>`id = (select min(id) from chat_profile)`)
    .where(sql<boolean>`exists (select 1 from accounts where id = 1)`)
    .execute();

  await db.schema.alterTable('chats').addColumn('owner_id', 'integer').execute();
  await db
    .updateTable('chats')
    .set({ owner_id: sql`(select min(id) from chat_profile)` })
    .execute();
  await db.schema.dropIndex('chats_user_id_idx').execute();
  await index(db, 'chats', ['owner_id', 'user_id'], { unique: true });

  await db.schema
    .createTable('chat_pairs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('low_id', 'integer', (c) =>
      c.notNull().references('chat_profile.id').onDelete('cascade'),
    )
    .addColumn('high_id', 'integer', (c) =>
      c.notNull().references('chat_profile.id').onDelete('cascade'),
    )
    .execute();
  await index(db, 'chat_pairs', ['low_id', 'high_id'], { unique: true });
  await index(db, 'chat_pairs', ['high_id']);

  await tableWithId(db, 'chat_pair_messages')
    .addColumn('pair_id', 'integer', (c) =>
      c.notNull().references('chat_pairs.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('time', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('is_delivered', 'boolean', (c) => c.notNull())
    .addColumn('is_seen', 'boolean', (c) => c.notNull())
    .execute();
  // A conversation in order; what a recipient has not yet received or seen.
  await index(db, 'chat_pair_messages', ['pair_id', 'time']);
}
