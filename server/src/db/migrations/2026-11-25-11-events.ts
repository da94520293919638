import { index, tableWithId, type MigrationDb } from './ddl';

/**
 * What changed, for the live event stream (`GET /api/events`, services/events.ts): one row per
 * change, ids only (never the record's content). A browser that reconnects with `Last-Event-ID`
 * is sent the rows after it; rows are pruned to the last hour and the newest few thousand.
 */
export async function up(db: MigrationDb): Promise<void> {
  await tableWithId(db, 'events')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    // Set for an event only one account may receive (a notification); null: every reader.
    .addColumn('recipient_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'events', ['created_at']);
}
