import { index, tableWithId, type MigrationDb } from './ddl';

/**
 * Every e-mail the server sends (services/mailer.ts). Without `SMTP_URL` this is where mail
 * goes (`sent_via` 'outbox', the body kept for admins' "Outgoing e-mail" page); with it, a
 * delivery record (`sent_via` 'smtp', status and error code, the body not kept).
 */
export async function up(db: MigrationDb): Promise<void> {
  await tableWithId(db, 'outbox')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_via', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
  // The page lists newest first.
  await index(db, 'outbox', ['created_at']);
}
