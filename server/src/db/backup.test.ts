import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Migrator, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertContactMessage } from '../repositories/contact-messages.repository';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor } from '../testing/databases';
import { freshTestDatabase, testDialect } from '../testing';
import { backupDatabase, restoreDatabase, type BackupConfig } from './backup';
import { openPostgres, openSqlite, type DatabaseHandle } from './connect';
import type { Database } from './database';
import { isMigrated } from './migrate';
import { migrations } from './migrations';

const FIRST_MIGRATION = Object.keys(migrations).sort()[0] ?? '';
const MIGRATION_COUNT = Object.keys(migrations).length;

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const sqliteConfig = (): BackupConfig => ({
  databaseUrl: null,
  dataDir,
  sqliteFile: path.join(dataDir, 'portal.sqlite'),
});

/** What the tests change and then look for: vehicles deleted, a contact message added. */
async function stateOf(db: Kysely<Database>) {
  const vehicles = await db.selectFrom('vehicles').select('id').orderBy('id').execute();
  const messages = await db.selectFrom('contact_messages').select('email').execute();
  return { vehicles: vehicles.map((row) => row.id), messages: messages.map((row) => row.email) };
}

async function changeData(db: Kysely<Database>) {
  await db.deleteFrom('vehicles').execute();
  await insertContactMessage(
    db,
    { name: 'After', email: 'after-backup@example.com', message: 'written after the backup' },
    new Date().toISOString(),
  );
}

/** Moves a database to its first migration only: a backup "from an older version". */
async function migrateToFirst(db: Kysely<Database>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateTo(FIRST_MIGRATION);
  if (error !== undefined)
    throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * `npm run db:<command>` as npm runs it (scripts/db.mjs from the root, INIT_CWD where it was
 * called: here the temporary DATA_DIR), on SQLite.
 */
function npmRunDb(...args: string[]) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    INIT_CWD: dataDir,
  };
  delete env.DATABASE_URL;
  return promisify(execFile)(process.execPath, ['scripts/db.mjs', ...args], {
    cwd: ROOT,
    env,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: unknown) => {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    },
  );
}

// Each project declares only its own database's cases (nothing shows as skipped).
if (testDialect() === 'sqlite')
  describe('on SQLite', () => {
    /** The seeded test database as the server's file, opened as the server opens it. */
    async function runningServer(): Promise<DatabaseHandle> {
      const seeded = await freshTestDatabase('sqlite');
      const bytes = seeded.sqlite?.serialize();
      await seeded.dispose();
      if (!bytes) throw new Error('no SQLite connection');
      writeFileSync(sqliteConfig().sqliteFile, bytes);
      return openSqlite(sqliteConfig().sqliteFile);
    }

    it('backs up while the server runs (its uncommitted write left out), restores that state', async () => {
      const server = await runningServer();
      const before = await stateOf(server.db);
      expect(before.vehicles.length).toBeGreaterThan(0);
      // A write in flight on the server's connection: the backup holds the last committed state.
      server.sqlite?.exec('BEGIN IMMEDIATE; DELETE FROM vehicles;');
      const file = await backupDatabase(sqliteConfig(), new Date('2026-11-25T09:30:00.250Z'));
      server.sqlite?.exec('ROLLBACK');
      expect(file).toBe(path.join(dataDir, 'backups', 'portal-20261125T093000Z.sqlite'));
      expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([
        'portal-20261125T093000Z.sqlite',
      ]);

      await changeData(server.db);
      expect(await stateOf(server.db)).toEqual({
        vehicles: [],
        messages: ['after-backup@example.com'],
      });
      await expect(restoreDatabase(sqliteConfig(), file)).rejects.toThrow(
        /portal\.sqlite is in use: stop the server before restoring/,
      );
      await server.close();

      expect(await restoreDatabase(sqliteConfig(), file)).toEqual({ migrations: 0 });
      const restarted = openSqlite(sqliteConfig().sqliteFile);
      expect(await stateOf(restarted.db)).toEqual(before);
      await restarted.close();
      expect(existsSync(`${sqliteConfig().sqliteFile}.restoring`)).toBe(false);
    });

    it('names a second backup of the same second apart', async () => {
      await (await runningServer()).close();
      const at = new Date('2026-11-25T09:30:00Z');
      const first = await backupDatabase(sqliteConfig(), at);
      const second = await backupDatabase(sqliteConfig(), at);
      expect([first, second].map((file) => path.basename(file))).toEqual([
        'portal-20261125T093000Z.sqlite',
        'portal-20261125T093000Z-2.sqlite',
      ]);
    });

    it('upgrades a backup from an older version: the migrations run after the restore', async () => {
      const olderDir = mkdtempSync(path.join(tmpdir(), 'portal-backup-older-'));
      const older: BackupConfig = {
        databaseUrl: null,
        dataDir: olderDir,
        sqliteFile: path.join(olderDir, 'portal.sqlite'),
      };
      try {
        const handle = openSqlite(older.sqliteFile);
        await migrateToFirst(handle.db);
        await handle.close();
        const file = await backupDatabase(older);
        await (await runningServer()).close();

        expect(await restoreDatabase(sqliteConfig(), file)).toEqual({
          migrations: MIGRATION_COUNT - 1,
        });
        const restored = openSqlite(sqliteConfig().sqliteFile);
        expect(await isMigrated(restored.db)).toBe(true);
        // The older backup had no sample data: the restore replaced the seeded database whole.
        expect(await stateOf(restored.db)).toEqual({ vehicles: [], messages: [] });
        await restored.close();
      } finally {
        rmSync(olderDir, { recursive: true, force: true });
      }
    });

    it('refuses a missing file, a file that is no backup and a PostgreSQL dump', async () => {
      const missing = path.join(dataDir, 'backups', 'portal-nope.sqlite');
      await expect(restoreDatabase(sqliteConfig(), missing)).rejects.toThrow(
        `no such backup file: ${missing}`,
      );
      const text = path.join(dataDir, 'notes.sqlite');
      writeFileSync(text, 'not a database at all');
      await expect(restoreDatabase(sqliteConfig(), text)).rejects.toThrow(
        `${text} is not a backup: neither a SQLite file nor a pg_dump archive`,
      );
      const dump = path.join(dataDir, 'portal.dump');
      writeFileSync(dump, 'PGDMP\u0001\u000e\u0000');
      await expect(restoreDatabase(sqliteConfig(), dump)).rejects.toThrow(
        `${dump} is a PostgreSQL backup (pg_dump custom format), but the configured database is SQLite (no DATABASE_URL)`,
      );
      await expect(backupDatabase(sqliteConfig())).rejects.toThrow(/^no database to back up: /);
    });

    it('npm run db:backup prints the path; db:restore of a missing file fails with one line', async () => {
      await (await runningServer()).close();
      const backup = await npmRunDb('backup');
      expect(backup).toMatchObject({ code: 0, stderr: '' });
      const file = backup.stdout.trim();
      expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
      expect(path.basename(file)).toMatch(/^portal-\d{8}T\d{6}Z\.sqlite$/);

      expect(await npmRunDb('restore', 'no-such.sqlite')).toEqual({
        code: 1,
        stdout: '',
        stderr: `no such backup file: ${path.join(dataDir, 'no-such.sqlite')}\n`,
      });
      // A name relative to where npm was called.
      const relative = path.join('backups', path.basename(file));
      expect(await npmRunDb('restore', relative)).toEqual({
        code: 0,
        stdout: `restored ${file} into ${sqliteConfig().sqliteFile}; 0 migration(s) run\n`,
        stderr: '',
      });
    }, 60_000);
  });

const hasPgDump = spawnSync('pg_dump', ['--version']).error === undefined;

if (testDialect() === 'postgres')
  describe('on PostgreSQL', () => {
    // Skipped (and named so) where PostgreSQL's client tools are not installed.
    describe.skipIf(!hasPgDump)(
      hasPgDump ? 'with pg_dump' : 'skipped: pg_dump is not on PATH (install postgresql-client)',
      () => {
        const made: string[] = [];
        afterEach(async () => {
          for (const name of made.splice(0)) await dropPgDatabase(name);
        });
        const pgConfig = (name: string): BackupConfig => ({
          databaseUrl: pgUrlFor(name),
          dataDir,
          sqliteFile: path.join(dataDir, 'portal.sqlite'),
        });
        async function database(options?: { empty: boolean }) {
          const name = await createPgTestDatabase(options);
          made.push(name);
          return name;
        }

        it('backs up while the server runs (its open transaction left out), restores that state', async () => {
          const name = await database();
          const server = openPostgres(pgUrlFor(name), { max: 2 });
          const before = await stateOf(server.db);
          expect(before.vehicles.length).toBeGreaterThan(0);
          const writer = new pg.Client({ connectionString: pgUrlFor(name) });
          await writer.connect();
          await writer.query('begin; delete from vehicles');
          const file = await backupDatabase(pgConfig(name), new Date('2026-11-25T09:30:00Z'));
          await writer.query('rollback');
          await writer.end();
          expect(file).toBe(path.join(dataDir, 'backups', 'portal-20261125T093000Z.dump'));

          await changeData(server.db);
          expect((await stateOf(server.db)).vehicles).toEqual([]);
          await expect(restoreDatabase(pgConfig(name), file)).rejects.toThrow(
            /other connection\(s\) to the database: stop the server before restoring/,
          );
          await server.close();

          expect(await restoreDatabase(pgConfig(name), file)).toEqual({ migrations: 0 });
          const restarted = openPostgres(pgUrlFor(name), { max: 1 });
          expect(await stateOf(restarted.db)).toEqual(before);
          await restarted.close();
        });

        it('upgrades a backup from an older version, tables of later migrations dropped', async () => {
          const olderName = await database({ empty: true });
          const older = openPostgres(pgUrlFor(olderName), { max: 1 });
          await migrateToFirst(older.db);
          await older.close();
          const file = await backupDatabase(pgConfig(olderName));

          const name = await database();
          expect(await restoreDatabase(pgConfig(name), file)).toEqual({
            migrations: MIGRATION_COUNT - 1,
          });
          const restored = openPostgres(pgUrlFor(name), { max: 1 });
          expect(await isMigrated(restored.db)).toBe(true);
          expect(await stateOf(restored.db)).toEqual({ vehicles: [], messages: [] });
          await restored.close();
        });

        it('refuses a missing file, a SQLite backup and an unreadable archive', async () => {
          const name = await database();
          const missing = path.join(dataDir, 'backups', 'portal-nope.dump');
          await expect(restoreDatabase(pgConfig(name), missing)).rejects.toThrow(
            `no such backup file: ${missing}`,
          );
          const sqliteFile = path.join(dataDir, 'portal.sqlite');
          writeFileSync(sqliteFile, Buffer.from('SQLite format 3\u0000 and then pages', 'latin1'));
          await expect(restoreDatabase(pgConfig(name), sqliteFile)).rejects.toThrow(
            `${sqliteFile} is a SQLite backup, but the configured database is PostgreSQL (DATABASE_URL)`,
          );
          const truncated = path.join(dataDir, 'truncated.dump');
          writeFileSync(truncated, 'PGDMP');
          await expect(restoreDatabase(pgConfig(name), truncated)).rejects.toThrow(
            `${truncated} is not a readable pg_dump archive`,
          );
          // Nothing was touched: the seeded data is still there.
          const handle = openPostgres(pgUrlFor(name), { max: 1 });
          expect((await stateOf(handle.db)).vehicles.length).toBeGreaterThan(0);
          await handle.close();
        });
      },
    );
  });
