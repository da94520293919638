import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPostgres, openSqlite, type DatabaseHandle } from '../db/connect';
import type { Dialect } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { randomId } from '../lib/tokens';

/**
 * Fresh seeded databases for tests, in milliseconds: the sample data is written once per test
 * run (Vitest's global setup) as a SQLite snapshot and as a PostgreSQL template database; each
 * test then gets a copy (`new Database(snapshot)`, `CREATE DATABASE … TEMPLATE`).
 */
export const TEST_SNAPSHOT_ENV = 'PORTAL_TEST_SQLITE_SNAPSHOT';
export const TEST_TEMPLATE_ENV = 'PORTAL_TEST_PG_TEMPLATE';
/** Prefix of every database a test run makes; teardown drops its own only (runs may overlap). */
export const TEST_RUN_ENV = 'PORTAL_TEST_RUN';

/** `portal_test_<run>_`: this run's databases (a process without a run names its own). */
export const testDatabasePrefix = (): string =>
  `portal_test_${process.env[TEST_RUN_ENV] ?? `p${process.pid}`}_`;

/** The dialect this test process runs on (the `server-pg` Vitest project sets postgres). */
export const testDialect = (): Dialect =>
  process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** Where PostgreSQL is for tests: TEST_DATABASE_URL, DATABASE_URL, or the local server. */
export const pgAdminUrl = (): string =>
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server, another database. */
export function pgUrlFor(database: string): string {
  const url = new URL(pgAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** A migrated, seeded SQLite database, serialised (what every test copies). */
export async function buildSqliteSnapshot(): Promise<Buffer> {
  const handle = openSqlite(':memory:');
  try {
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, 'sqlite');
    if (!handle.sqlite) throw new Error('no SQLite connection');
    return handle.sqlite.serialize();
  } finally {
    await handle.close();
  }
}

let snapshot: Promise<Buffer> | null = null;
function sqliteSnapshot(): Promise<Buffer> {
  const file = process.env[TEST_SNAPSHOT_ENV];
  snapshot ??= file ? Promise.resolve(readFileSync(file)) : buildSqliteSnapshot();
  return snapshot;
}

/** One statement on the test server's admin database (CREATE/DROP/ALTER DATABASE). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdminUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates (again) the seeded template database `name`. */
export async function buildPgTemplate(name: string): Promise<void> {
  await adminQuery(`drop database if exists ${quoteIdent(name)}`);
  await adminQuery(`create database ${quoteIdent(name)}`);
  const handle = openPostgres(pgUrlFor(name), { max: 2 });
  try {
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, 'postgres');
  } finally {
    await handle.close();
  }
}

export async function dropPgDatabase(name: string): Promise<void> {
  await adminQuery(`drop database if exists ${quoteIdent(name)} with (force)`);
}

let template: Promise<string> | null = null;
function pgTemplate(): Promise<string> {
  const name = process.env[TEST_TEMPLATE_ENV];
  template ??= name
    ? Promise.resolve(name)
    : (async () => {
        const own = `${testDatabasePrefix()}tpl_${randomId()}`;
        await buildPgTemplate(own);
        return own;
      })();
  return template;
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes and, on PostgreSQL, drops the copy. */
  dispose(): Promise<void>;
}

/**
 * A new database on the test server, a copy of the seeded template unless `empty`; returns its
 * name (open it with `pgUrlFor(name)`, drop it with `dropPgDatabase`). The run's teardown drops
 * any left behind.
 */
export async function createPgTestDatabase({ empty = false } = {}): Promise<string> {
  const name = `${testDatabasePrefix()}${randomId()}`;
  await adminQuery(
    empty
      ? `create database ${quoteIdent(name)}`
      : `create database ${quoteIdent(name)} template ${quoteIdent(await pgTemplate())}`,
  );
  return name;
}

async function copyPg(): Promise<TestDatabase> {
  const name = await createPgTestDatabase();
  const handle = openPostgres(pgUrlFor(name), { max: 4 });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      // Dropped while the next test runs; the run's teardown drops any this process left.
      dropPgDatabase(name).catch(() => undefined);
    },
  };
}

let nextPg: Promise<TestDatabase> | null = null;

/**
 * A fresh copy of the seeded database on the test dialect. On PostgreSQL the next copy is made
 * while the current test runs, so a test waits for none.
 */
export async function freshTestDatabase(dialect: Dialect = testDialect()): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = openSqlite(await sqliteSnapshot());
    return { ...handle, dispose: () => handle.close() };
  }
  const current = nextPg ?? copyPg();
  nextPg = copyPg();
  // A copy made ahead that no test takes is dropped when the process ends (global teardown).
  nextPg.catch(() => undefined);
  return current;
}
