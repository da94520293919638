import { index, tableWithId, type MigrationDb } from './ddl';

/**
 * Attempts that guessing is limited by (failed sign-ins per account and per client address,
 * password-reset requests per account): counted in the database so that the limits hold across
 * restarts and between several server processes. Rows older than the longest window are pruned
 * as new ones are written.
 */
export async function up(db: MigrationDb): Promise<void> {
  await tableWithId(db, 'auth_attempts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'auth_attempts', ['kind', 'key', 'at']);
  await index(db, 'auth_attempts', ['at']);
}
