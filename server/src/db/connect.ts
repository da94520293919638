import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import pg from 'pg';
import { CountCache, withCountCache } from './count-cache';
import type { Database } from './database';
import type { Dialect } from './dialect';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Closes the connections (waits for queries in flight). */
  close(): Promise<void>;
  /** The better-sqlite3 connection (SQLite only): snapshots and backups. */
  sqlite?: SqliteDatabase.Database;
  /** List counts kept between requests (db/count-cache.ts). */
  counts: CountCache;
  /**
   * PostgreSQL: is this server process (a `NOTIFY`'s sender) one of this pool's connections? A
   * notice of this process's own write, which its count cache has seen already.
   */
  ownsBackend?: (processId: number) => boolean;
}

// PostgreSQL answers bigint (count(*), sum()) and numeric as strings; every figure the portal
// keeps fits a JS number (money is integer minor units).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Sets the pragmas every connection needs and a Unicode-aware `lower` (SQLite's folds ASCII only). */
function prepareSqlite(database: SqliteDatabase.Database, { file }: { file: boolean }) {
  if (file) database.pragma('journal_mode = WAL');
  // FULL: an acknowledged commit survives a power cut, not only a crash of the process.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // A 64 MB page cache and memory-mapped reads: list pages at 100 000 rows read their indexes
  // from memory (tickets' search: 57 -> 29 ms p95 measured).
  database.pragma('cache_size = -65536');
  if (file) database.pragma('mmap_size = 268435456');
  database.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return database;
}

/** How many prepared statements a SQLite connection keeps (distinct SQL texts, least recently used out). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely's SQLite driver sees it, preparing each SQL text once: the driver
 * prepares every query anew, which was about a twentieth of the server's time under load (the
 * same few dozen list and detail queries, over and over). better-sqlite3 prepares a cached
 * statement again by itself after a schema change.
 */
export function withStatementCache(
  database: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): Pick<SqliteDatabase.Database, 'prepare' | 'close'> {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) statements.delete(source);
      else statement = database.prepare(source);
      statements.set(source, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close() {
      statements.clear();
      return database.close();
    },
  } as Pick<SqliteDatabase.Database, 'prepare' | 'close'>;
}

const hasBoolean = (parameters: readonly unknown[]) =>
  parameters.some((value) => typeof value === 'boolean');
const sqliteValue = (value: unknown): unknown =>
  typeof value === 'boolean' ? Number(value) : value;
const withSqliteValues = (compiled: CompiledQuery): CompiledQuery =>
  hasBoolean(compiled.parameters)
    ? { ...compiled, parameters: compiled.parameters.map(sqliteValue) }
    : compiled;

/**
 * better-sqlite3 binds no JS booleans: a query's boolean parameters go as 1/0, what SQLite keeps
 * for true/false (read them with `toBool`). Done on the compiled parameters rather than by a
 * plugin rewriting every query's tree, which cost about 4 % of the server's time under load.
 */
function bindingBooleans(connection: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery: (compiled) => connection.executeQuery(withSqliteValues(compiled)),
    streamQuery: (compiled, chunkSize) =>
      connection.streamQuery(withSqliteValues(compiled), chunkSize),
  };
}

/**
 * SQLite ends a transaction by itself on some errors (a full disk: SQLITE_FULL; an I/O error):
 * Kysely's ROLLBACK after it would then fail with "no transaction is active" and replace the
 * error that matters (the app answers 507 for a full disk, not 500). Rolls back only what is open.
 * A transaction takes the write lock when it begins (`BEGIN IMMEDIATE`): with several processes
 * on one file, one that read first could not write after another's commit (SQLITE_BUSY, at once);
 * it waits for the lock instead (`busy_timeout`).
 */
class SqliteDriverAfterAutoRollback extends SqliteDriver {
  #connection: DatabaseConnection | undefined;
  constructor(private readonly database: SqliteDatabase.Database) {
    super({ database: withStatementCache(database) });
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    // The driver has one connection; it is wrapped once.
    return (this.#connection ??= bindingBooleans(connection));
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.database.inTransaction) await super.rollbackTransaction(connection);
  }
}

class PortalSqliteDialect extends SqliteDialect {
  constructor(private readonly database: SqliteDatabase.Database) {
    super({ database });
  }
  override createDriver(): Driver {
    return new SqliteDriverAfterAutoRollback(this.database);
  }
}

/**
 * SQLite through better-sqlite3: a file (WAL, foreign keys on, busy timeout), `:memory:`, or an
 * in-memory copy of a serialised database (`Buffer`, how tests get a fresh seeded database).
 * `shared`: other processes write the same file (`SERVER_PROCESSES`).
 */
export function openSqlite(
  source: string | Buffer,
  { shared = false }: { shared?: boolean } = {},
): DatabaseHandle {
  const isFile = typeof source === 'string' && source !== ':memory:';
  const database = prepareSqlite(new SqliteDatabase(source), { file: isFile });
  // One process alone sees every write itself; the workers of a cluster tell each other theirs
  // (services/events.ts, `peers`), and a count is kept at most COUNTS_KEPT_MS in case one
  // tells nothing, as on PostgreSQL.
  const counts = new CountCache(shared ? { maxAgeMs: COUNTS_KEPT_MS } : {});
  const counted = withCountCache(new PortalSqliteDialect(database), counts);
  const db = new Kysely<Database>({
    dialect: counted.dialect,
    plugins: [counted.plugin],
  });
  counted.register(db);
  return { db, dialect: 'sqlite', close: () => db.destroy(), sqlite: database, counts };
}

/** Distinct SQL texts sent as named statements at most (each connection keeps them all). */
export const PREPARED_STATEMENTS_MAX = 300;

/** What `preparing` needs of node-postgres's client: `query(text, values)` and `query(config)`. */
interface Queries {
  query: (...args: unknown[]) => unknown;
}

/**
 * Sends `client`'s parameterised queries (Kysely's) as named statements: PostgreSQL parses and
 * analyses each SQL text once per connection instead of at every query. Names are given per
 * text, the same in every connection (`names`), for the first PREPARED_STATEMENTS_MAX texts
 * (the portal sends a few dozen; a text made of a list's length, e.g. `in ($1, $2, …)`, takes
 * one name per length); later texts go unnamed, so a connection never holds more.
 */
function preparing(client: pg.PoolClient, names: Map<string, string>): void {
  const queries = client as unknown as Queries;
  const query = queries.query.bind(client);
  // Statements whose table changed shape since this connection prepared them (another host's
  // migration added a column to a `select *`): sent unnamed from then on, on this connection.
  const stale = new Set<string>();
  queries.query = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      let name = names.get(text);
      if (name === undefined && names.size < PREPARED_STATEMENTS_MAX)
        names.set(text, (name = `portal_${names.size + 1}`));
      if (name !== undefined && !stale.has(name)) {
        const named = name;
        return (query({ name: named, text, values }) as Promise<unknown>).catch(
          (error: unknown) => {
            // "cached plan must not change result type": once more, unnamed (outside a
            // transaction that succeeds; inside one, the transaction fails as it would anyway).
            if ((error as { code?: unknown }).code !== '0A000') throw error;
            stale.add(named);
            return query(text, values);
          },
        );
      }
    }
    return query(...args);
  };
}

/** How long a list count is kept on PostgreSQL at most (another process may write unheard). */
export const COUNTS_KEPT_MS = 5000;

/**
 * PostgreSQL through a node-postgres pool. An idle connection that the server ends (restart,
 * `DROP DATABASE ... WITH (FORCE)`, a network failure) is reported to `onIdleError` instead of
 * crashing the process; one that fails in use fails its query and is dropped when released; the
 * pool makes new ones on the next query. A connection that cannot be made within
 * `connectTimeoutMs` fails (a request answers 503) instead of waiting for the operating system's
 * TCP timeout.
 */
export function openPostgres(
  connectionString: string,
  {
    max = 10,
    onIdleError = () => undefined,
    connectTimeoutMs = 10_000,
    prepare = true,
  }: {
    max?: number;
    onIdleError?: (error: Error) => void;
    connectTimeoutMs?: number;
    /** Send queries as named statements, each parsed once per connection (`preparing`). */
    prepare?: boolean;
  } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: connectTimeoutMs });
  pool.on('error', onIdleError);
  const statements = new Map<string, string>();
  // A connection that fails while checked out (its query waiting on a lock, a transaction
  // between queries) also emits 'error' on its client, where the pool listens only while it is
  // idle: unheard, that event would end the process. The query in flight rejects on its own
  // (503), and the pool discards the client when it is released.
  // The server processes of the pool's connections: a NOTIFY from one is this process's own.
  const backends = new Map<pg.PoolClient, number>();
  pool.on('connect', (client) => {
    if (prepare) preparing(client, statements);
    client.on('error', () => undefined);
    const { processID } = client as pg.PoolClient & { processID: number | null };
    if (processID !== null) backends.set(client, processID);
  });
  pool.on('remove', (client) => backends.delete(client));
  // Other processes may write the same database: they tell it through the live events' hub
  // (main.ts), and a count is kept at most COUNTS_KEPT_MS in case one tells nothing.
  const counts = new CountCache({ maxAgeMs: COUNTS_KEPT_MS });
  const counted = withCountCache(new PostgresDialect({ pool }), counts);
  const db = new Kysely<Database>({ dialect: counted.dialect, plugins: [counted.plugin] });
  counted.register(db);
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    counts,
    ownsBackend: (processId) => [...backends.values()].includes(processId),
  };
}
