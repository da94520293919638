import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { ConfigError, loadConfig, type ServerConfig } from './config/env';
import { backupDatabase, restoreDatabase } from './db/backup';
import { openSqlite } from './db/connect';
import { dumpSqlite, writeFixture } from './db/migration-fixture';
import { openConfiguredDatabase } from './db/open';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';

/**
 * `npm run db:migrate`: run pending migrations on the configured database.
 * `npm run db:reset`: drop everything, migrate, write the sample data (SEED_* options apply).
 * `npm run db:fixture`: the sample data at the latest migration, as an upgrade-test fixture.
 */
async function migrateOrReset(config: ServerConfig, command: 'migrate' | 'reset') {
  if (command === 'reset' && config.databaseUrl === null)
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${config.sqliteFile}${suffix}`, { force: true });
  const handle = openConfiguredDatabase(config);
  try {
    if (command === 'reset' && handle.dialect === 'postgres')
      await sql`drop schema public cascade; create schema public`.execute(handle.db);
    const { results = [] } = await migrateToLatest(handle.db);
    console.log(`${String(results.length)} migration(s) run on ${handle.dialect}`);
    if (command === 'reset') {
      await seedDatabase(handle.db, handle.dialect, config.seed);
      console.log('sample data written');
    }
  } finally {
    await handle.close();
  }
}

/** The database a restore replaced, without a password: the SQLite file or the PostgreSQL name. */
const databaseName = (config: ServerConfig) =>
  config.databaseUrl === null
    ? config.sqliteFile
    : `PostgreSQL database ${new URL(config.databaseUrl).pathname.slice(1)}`;

/**
 * `npm run db:backup`: a consistent copy in `<DATA_DIR>/backups` (the server may run); prints
 * its path. `npm run db:restore <file>`: replaces the database of a stopped server with a
 * backup, then migrates.
 */
async function run(command: string | undefined, file: string | undefined) {
  const config = loadConfig();
  if (command === 'migrate' || command === 'reset') return migrateOrReset(config, command);
  if (command === 'fixture') {
    // Before adding a migration: the sample data at today's latest one, kept for the upgrade test.
    const handle = openSqlite(':memory:');
    try {
      await migrateToLatest(handle.db);
      await seedDatabase(handle.db, 'sqlite');
      console.log(writeFixture(await dumpSqlite(handle.db)));
    } finally {
      await handle.close();
    }
    return;
  }
  if (command === 'backup') {
    console.log(await backupDatabase(config));
    return;
  }
  if (command === 'restore' && file !== undefined && file !== '') {
    const { migrations } = await restoreDatabase(config, file);
    console.log(
      `restored ${file} into ${databaseName(config)}; ${String(migrations)} migration(s) run`,
    );
    return;
  }
  console.error('Usage: cli.ts migrate | reset | fixture | backup | restore <file>');
  process.exit(1);
}

try {
  await run(process.argv[2], process.argv[3]);
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof Error ? error.message : String(error),
  );
  process.exit(1);
}
