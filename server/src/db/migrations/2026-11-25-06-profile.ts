import { sql } from 'kysely';
import { createHistoryTable, index, type MigrationDb } from './ddl';

/**
 * The self-service profile beside the core `profiles` row: payment methods, charges (receipts),
 * connections, and the account's history (deactivation, reactivation, security and plan changes).
 * Also the insertion order (`seq`) of the core lists the profile shows, their tie-break.
 */
export async function up(db: MigrationDb): Promise<void> {
  // Sessions, notifications and API keys are listed newest first; rows of the same instant keep
  // the order they were added in (a pinned clock gives every row the same time).
  for (const table of ['sessions', 'notifications', 'api_keys'])
    await db.schema
      .alterTable(table)
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await index(db, 'api_keys', ['account_id', 'created_at']);
  await index(db, 'notifications', ['account_id', 'read']);
  // The admin's "Deactivated accounts" card.
  await index(db, 'accounts', ['deactivated']);

  // Cards as kept: brand, last 4 digits, holder, expiry; never the number or the CVC.
  await db.schema
    .createTable('profile_payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('profiles.account_id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expiry', 'text', (c) => c.notNull())
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('profile_payment_methods_account_seq_unique', ['account_id', 'seq'])
    .execute();
  // At most one primary card per account.
  await db.schema
    .createIndex('profile_payment_methods_primary_idx')
    .on('profile_payment_methods')
    .column('account_id')
    .unique()
    .where(sql.ref('is_primary'), '=', sql.lit(true))
    .execute();

  // Receipts of plan changes (amounts in cents, USD); `card` is the label of the card charged.
  await db.schema
    .createTable('profile_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('profiles.account_id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('charged_at', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('cycle', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('credit', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card', 'text')
    .addUniqueConstraint('profile_charges_account_seq_unique', ['account_id', 'seq'])
    .execute();
  await index(db, 'profile_charges', ['account_id', 'charged_at']);

  // Connected accounts and apps (CONNECTION_IDS), one row per connection that is on.
  await db.schema
    .createTable('profile_connections')
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('profiles.account_id').onDelete('cascade'),
    )
    .addColumn('connection', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_connections_pk', ['account_id', 'connection'])
    .execute();

  await createHistoryTable(db, 'account_history', 'accounts');
}
