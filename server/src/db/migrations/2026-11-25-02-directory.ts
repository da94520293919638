import { index, sortKeyColumn, tableWithId, uniqueLower, type MigrationDb } from './ddl';

/** The template's users (the user app), with an index for each filter and sort of the list. */
export async function up(db: MigrationDb): Promise<void> {
  await tableWithId(db, 'users')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('full_name_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('current_plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('task_done', 'integer', (c) => c.notNull())
    .addColumn('project_done', 'integer', (c) => c.notNull())
    .addColumn('tax_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .execute();
  await uniqueLower(db, 'users', 'email');
  await uniqueLower(db, 'users', 'username');
  await index(db, 'users', ['full_name_key']);
  await index(db, 'users', ['email_key']);
  for (const column of ['role', 'current_plan', 'status']) await index(db, 'users', [column]);
}
