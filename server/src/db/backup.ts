import { execFile } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { ServerConfig } from '../config/env';
import type { Dialect } from './dialect';
import { migrateToLatest } from './migrate';
import { openPostgres } from './connect';
import { openConfiguredDatabase } from './open';

/** What backup and restore need of the configuration. */
export type BackupConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'sqliteFile'>;

/** A refusal or failure of `db:backup` / `db:restore`: its message is the one line printed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const run = promisify(execFile);

/** `<DATA_DIR>/backups`: where `db:backup` writes. */
export const backupDir = (config: BackupConfig): string => path.join(config.dataDir, 'backups');

const EXTENSION: Record<Dialect, string> = { sqlite: '.sqlite', postgres: '.dump' };

/** `20261125T093000Z`: sorts by time, safe in a file name on every system. */
const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** `portal-<UTC timestamp>.<ext>`, with `-2`, `-3`… when a backup of the same second exists. */
function freeName(dir: string, at: Date, extension: string): string {
  const base = `portal-${stamp(at)}`;
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${base}${n === 1 ? '' : `-${n}`}${extension}`);
    if (!existsSync(file)) return file;
  }
}

/**
 * libpq's command-line tools with the configured URL, its password in PGPASSWORD rather than on
 * the command line (where `ps` shows it). A missing tool is one clear line.
 */
async function pgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    return await run(tool, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password === '' ? {} : { PGPASSWORD: password }) },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(
        `${tool} was not found on PATH: install PostgreSQL's client tools (Debian: postgresql-client), of the server's major version or newer`,
      );
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}

/**
 * Writes a consistent copy of the configured database to `<DATA_DIR>/backups` while the server
 * may be running, and returns its path. SQLite: the online backup API (readers and writers go
 * on; the copy is one committed state). PostgreSQL: `pg_dump --format=custom` (one snapshot).
 * The copy is written under a temporary name and renamed: a file named `portal-*` is complete.
 */
export async function backupDatabase(config: BackupConfig, at = new Date()): Promise<string> {
  const dialect: Dialect = config.databaseUrl === null ? 'sqlite' : 'postgres';
  const dir = backupDir(config);
  mkdirSync(dir, { recursive: true });
  const file = freeName(dir, at, EXTENSION[dialect]);
  const partial = `${file}.partial`;
  try {
    if (config.databaseUrl === null) {
      if (!existsSync(config.sqliteFile))
        throw new BackupError(`no database to back up: ${config.sqliteFile} does not exist`);
      const source = new SqliteDatabase(config.sqliteFile, { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 5000');
        await source.backup(partial);
      } finally {
        source.close();
      }
    } else {
      await pgTool('pg_dump', config.databaseUrl, ['--format=custom', `--file=${partial}`]);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return file;
}

/** What a file is, from its first bytes. */
function kindOf(file: string): Dialect | null {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

const KIND_NAME: Record<Dialect, string> = {
  sqlite: 'a SQLite backup',
  postgres: 'a PostgreSQL backup (pg_dump custom format)',
};

/** Refuses a file that is missing, not a backup, or one of the other database. */
function checkBackupFile(file: string, dialect: Dialect): void {
  if (!existsSync(file)) throw new BackupError(`no such backup file: ${file}`);
  if (!statSync(file).isFile()) throw new BackupError(`not a file: ${file}`);
  const kind = kindOf(file);
  if (kind === null)
    throw new BackupError(`${file} is not a backup: neither a SQLite file nor a pg_dump archive`);
  if (kind !== dialect)
    throw new BackupError(
      `${file} is ${KIND_NAME[kind]}, but the configured database is ${dialect === 'sqlite' ? 'SQLite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}`,
    );
}

/**
 * True when another connection has the SQLite file open (a running server): an exclusive lock
 * is refused then, even to a server that is idle.
 */
function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new SqliteDatabase(file, { fileMustExist: true });
  try {
    probe.pragma('busy_timeout = 0');
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

/** SQLite: a checked copy of the backup replaces the file; the old WAL must not replay on it. */
function restoreSqlite(config: BackupConfig, file: string): void {
  mkdirSync(config.dataDir, { recursive: true });
  if (sqliteInUse(config.sqliteFile))
    throw new BackupError(
      `${config.sqliteFile} is in use: stop the server before restoring (a backup needs no stop)`,
    );
  const temporary = `${config.sqliteFile}.restoring`;
  try {
    copyFileSync(file, temporary);
    const copy = new SqliteDatabase(temporary, { fileMustExist: true });
    try {
      const [check] = copy.pragma('quick_check', { simple: false }) as { quick_check: string }[];
      if (check?.quick_check !== 'ok')
        throw new BackupError(`${file} is damaged: ${check?.quick_check ?? 'no answer'}`);
    } finally {
      copy.close();
    }
    for (const suffix of ['-wal', '-shm']) rmSync(`${config.sqliteFile}${suffix}`, { force: true });
    renameSync(temporary, config.sqliteFile);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * PostgreSQL: the archive is read first (a bad one changes nothing), then the schema is emptied
 * (so that tables a later migration made cannot collide with those migrations running again) and
 * the archive restored in one transaction.
 */
async function restorePostgres(url: string, file: string): Promise<void> {
  await pgTool('pg_restore', url, ['--list', file]).catch(() => {
    throw new BackupError(`${file} is not a readable pg_dump archive`);
  });
  const handle = openPostgres(url, { max: 1 });
  try {
    const { rows } = await sql<{ others: number }>`select count(*)::int as others
      from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
        and backend_type = 'client backend'`.execute(handle.db);
    const others = rows[0]?.others ?? 0;
    if (others > 0)
      throw new BackupError(
        `${String(others)} other connection(s) to the database: stop the server before restoring (a backup needs no stop)`,
      );
    await sql`drop schema public cascade; create schema public`.execute(handle.db);
  } finally {
    await handle.close();
  }
  await pgTool('pg_restore', url, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    file,
  ]);
}

/**
 * Replaces the configured database with a backup, then runs the migrations (a backup from an
 * older version is upgraded). The server must be stopped. Returns how many migrations ran.
 */
export async function restoreDatabase(
  config: BackupConfig,
  file: string,
): Promise<{ migrations: number }> {
  const dialect: Dialect = config.databaseUrl === null ? 'sqlite' : 'postgres';
  const source = path.resolve(file);
  checkBackupFile(source, dialect);
  if (dialect === 'sqlite' && source === path.resolve(config.sqliteFile))
    throw new BackupError(`${source} is the database itself, not a backup`);
  if (config.databaseUrl === null) restoreSqlite(config, source);
  else await restorePostgres(config.databaseUrl, source);
  const handle = openConfiguredDatabase(config);
  try {
    const { results = [] } = await migrateToLatest(handle.db);
    return { migrations: results.length };
  } finally {
    await handle.close();
  }
}
