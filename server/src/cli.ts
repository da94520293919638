import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from './config/env';
import { openConfiguredDatabase } from './db/open';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';

/**
 * `npm run db:migrate`: run pending migrations on the configured database.
 * `npm run db:reset`: drop everything, migrate, write the sample data (SEED_* options apply).
 */
async function run(command: string | undefined) {
  const config = loadConfig();
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

const command = process.argv[2];
if (command !== 'migrate' && command !== 'reset') {
  console.error('Usage: db.ts migrate|reset');
  process.exit(1);
}
try {
  await run(command);
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof Error ? error.message : String(error),
  );
  process.exit(1);
}
