/**
 * Whether an error means the database cannot be reached (a network failure, a server that
 * shut down or refuses connections, a connection that ended mid-query), as opposed to a fault
 * in a query or in the data. The first is passing: the app answers 503 and the next request
 * gets a new connection from the pool; the second is a bug: 500.
 */

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs: class 08 (connection exception) and 57P01-57P03 (the server shuts
 * down, crashed or is starting: `admin_shutdown`, `crash_shutdown`, `cannot_connect_now`).
 */
const isUnavailableSqlState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03'].includes(code);

/** What node-postgres and pg-pool throw when a connection ends or cannot be made in time. */
const PG_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /not queryable/, // a client whose connection failed, reused (e.g. for a ROLLBACK)
  // Kysely's, once the process has closed the database on its way out (SIGTERM): a request still
  // running after the 10 s drain (a server far behind its load) ends with 503, not 500.
  /^driver has already been destroyed$/,
];

function isUnavailableError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code)))
    return true;
  return PG_MESSAGES.some((pattern) => pattern.test(error.message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown): boolean => {
    if (!(value instanceof Error) || seen.has(value)) return false;
    seen.add(value);
    if (isUnavailableError(value)) return true;
    // Connecting to `localhost` tries each address: Node throws an AggregateError of them.
    if (value instanceof AggregateError && value.errors.some(visit)) return true;
    return visit(value.cause);
  };
  return visit(error);
}

/**
 * Whether an error means the storage refuses writes: a full disk (SQLite `SQLITE_FULL`,
 * PostgreSQL 53100 `disk_full`) or a read-only database (SQLite `SQLITE_READONLY…`, PostgreSQL
 * 25006 `read_only_sql_transaction`, as a standby or `default_transaction_read_only` gives). The
 * write's transaction rolled back: the app answers 507 and nothing of it is stored.
 */
export function isStorageRefusingWrites(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown): boolean => {
    if (!(value instanceof Error) || seen.has(value)) return false;
    seen.add(value);
    const code = (value as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (code === 'SQLITE_FULL' ||
        code.startsWith('SQLITE_READONLY') ||
        code === '53100' ||
        code === '25006')
    )
      return true;
    return visit(value.cause);
  };
  return visit(error);
}
