import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  buildPgTemplate,
  buildSqliteSnapshot,
  dropPgDatabase,
  pgAdminUrl,
  testDatabasePrefix,
  TEST_RUN_ENV,
  TEST_SNAPSHOT_ENV,
  TEST_TEMPLATE_ENV,
} from './databases';
import { randomId } from '../lib/tokens';

/** True when PostgreSQL answers at the test URL. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgAdminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Vitest global setup (once per run): the seeded SQLite snapshot every test copies and, when
 * the run includes PostgreSQL, the seeded template database. Test processes find them through
 * the environment they inherit.
 */
export default async function setup() {
  process.env[TEST_RUN_ENV] = randomId();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const file = path.join(dir, 'seeded.sqlite');
  writeFileSync(file, await buildSqliteSnapshot());
  process.env[TEST_SNAPSHOT_ENV] = file;
  let template: string | null = null;
  if (process.env.PORTAL_TEST_POSTGRES === '1') {
    template = `${testDatabasePrefix()}tpl`;
    await buildPgTemplate(template);
    process.env[TEST_TEMPLATE_ENV] = template;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template === null) return;
    // The template and every copy this run's test processes made (or made ahead and left).
    const client = new pg.Client({ connectionString: pgAdminUrl() });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [testDatabasePrefix()],
    );
    await client.end();
    for (const { datname } of rows) await dropPgDatabase(datname);
  };
}
