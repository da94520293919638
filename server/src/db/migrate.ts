import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';
import { installWriteNotices } from './write-notices';

const migrator = (db: Kysely<Database>) =>
  new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });

/**
 * Runs every pending migration (at start and by `npm run db:migrate`), then puts the write
 * notices on any table without them (PostgreSQL, db/write-notices.ts); throws on failure.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest();
  if (result.error !== undefined) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    throw new Error(
      `migration ${failed?.migrationName ?? '(unknown)'} failed: ${result.error instanceof Error ? result.error.message : JSON.stringify(result.error)}`,
      { cause: result.error },
    );
  }
  await installWriteNotices(db);
  return result;
}

/** True when every migration in the repository has run (readiness). */
export async function isMigrated(db: Kysely<Database>): Promise<boolean> {
  const all = await migrator(db).getMigrations();
  return all.every((migration) => migration.executedAt !== undefined);
}
