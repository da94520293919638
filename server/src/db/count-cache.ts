import type {
  AliasNode,
  ColumnNode,
  DatabaseConnection,
  Dialect,
  Driver,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  ReferenceNode,
  RootOperationNode,
  TableNode,
  UnknownRow,
  UpdateQueryNode,
} from 'kysely';

/**
 * Counts of list queries kept between requests (README, "The server at scale"). A list page
 * answers how many rows match besides the page itself; at 100 000 rows that count is most of the
 * page's time (every ticket list counts its seven saved views), and it only changes when a table
 * it reads is written. So a count is kept with the version of every table its SQL reads, and is
 * served again while none of them moved:
 * - every write through Kysely moves its tables' versions, before it runs and again once it has
 *   run (an autocommitted write is then visible to any count made after);
 * - a transaction's writes become visible to other connections when it ends: the tables it wrote
 *   move again then, so a count made while they were pending (PostgreSQL: on another
 *   connection, without them) is not served after; a count read inside a transaction is never
 *   kept;
 * - a write whose tables the SQL does not name moves every version;
 * - a count may say until when it holds (a ticket's SLA turns "at risk" at a known time);
 * - `wroteElsewhere()`: another process wrote (PostgreSQL, told by the live events' hub); a
 *   cluster's SQLite workers tell each other the tables they wrote instead (`wrote(tables,
 *   { elsewhere: true })`, cluster.ts). Each kept count also expires after `maxAgeMs` there, for
 *   a write of another process that tells nothing.
 */
export class CountCache {
  readonly #versions = new Map<string, number>();
  #everything = 0;
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;

  constructor({ maxEntries = 1000, maxAgeMs = Infinity } = {}) {
    this.#maxEntries = maxEntries;
    this.#maxAgeMs = maxAgeMs;
  }

  readonly #writeListeners = new Set<(tables: readonly string[] | 'all') => void>();

  /**
   * `tables` (or every table, `'all'`) were written: by this process, or (`elsewhere`) by
   * another one that told it.
   */
  wrote(tables: readonly string[] | 'all', { elsewhere = false } = {}): void {
    if (!elsewhere) for (const listener of this.#writeListeners) listener(tables);
    if (tables === 'all') {
      this.#everything += 1;
      this.#entries.clear();
      return;
    }
    for (const table of tables) this.#versions.set(table, (this.#versions.get(table) ?? 0) + 1);
  }

  /**
   * Whether this cache hears of every write to its database as it happens: one process on its
   * own database (no maximum age). Values that must never be served after a write elsewhere
   * (who is signed in) are kept only then.
   */
  get seesEveryWrite(): boolean {
    return this.#maxAgeMs === Infinity;
  }

  #toldByPeers = false;

  /**
   * Whether every write to its database reaches this cache, at once or a moment later: a worker
   * of a cluster on SQLite hears the others' tables after their turn of the event loop
   * (`toldByPeers`). Values that may lag a write elsewhere by that moment are kept then.
   */
  get hearsEveryWrite(): boolean {
    return this.seesEveryWrite || this.#toldByPeers;
  }

  /** From now on the other processes tell this cache the tables of each of their writes. */
  toldByPeers(): void {
    this.#toldByPeers = true;
  }

  #catchUp: (() => Promise<boolean>) | null = null;

  /**
   * The other processes' writes reach this cache table by table (PostgreSQL: `LISTEN` on the
   * tables' write notices, services/events.ts), and `catchUp()` resolves true once every write
   * committed anywhere before it was called has moved the versions here (false when it cannot
   * tell: the `LISTEN` connection is down). Null: nothing tells any more.
   */
  hearOthersThrough(catchUp: (() => Promise<boolean>) | null): void {
    this.#catchUp = catchUp;
  }

  /**
   * Whether what this cache keeps may be served now as if every write committed before this
   * call had been seen as it was made: always for one process alone; on PostgreSQL once the
   * other processes' notices up to now have arrived (`hearOthersThrough`). Values that must
   * never be served after a write elsewhere (who is signed in, services/caller.ts) are kept only
   * where this holds, and asked before each use.
   */
  caughtUp(): boolean | Promise<boolean> {
    if (this.seesEveryWrite) return true;
    return this.#catchUp ? this.#catchUp() : false;
  }

  /** Another process wrote, what is not known: nothing kept holds any more. */
  wroteElsewhere(): void {
    this.wrote('all', { elsewhere: true });
  }

  /** Calls `listener` with the tables of each write of this process; answers the unsubscribe. */
  onWrote(listener: (tables: readonly string[] | 'all') => void): () => void {
    this.#writeListeners.add(listener);
    return () => this.#writeListeners.delete(listener);
  }

  #stamp(tables: readonly string[]): number[] {
    return [this.#everything, ...tables.map((table) => this.#versions.get(table) ?? 0)];
  }

  /**
   * The value kept under `key` when `tables` have not been written since and `now` is within its
   * validity; otherwise `compute()`, kept when nothing could have changed while it ran.
   */
  async remember<T>(
    key: string,
    tables: readonly string[],
    compute: () => Promise<T>,
    { now = Date.now(), validUntil, keep = () => true }: RememberOptions<T> = {},
  ): Promise<T> {
    const kept = this.#entries.get(key);
    if (kept) {
      const fresh =
        now >= kept.computedAt &&
        now <= kept.validUntil &&
        now - kept.computedAt <= this.#maxAgeMs &&
        sameStamp(kept.stamp, this.#stamp(kept.tables));
      if (fresh) {
        // Most recently used last: the oldest is the first to go.
        this.#entries.delete(key);
        this.#entries.set(key, kept);
        return kept.value as T;
      }
      this.#entries.delete(key);
    }
    const stamp = this.#stamp(tables);
    const value = await compute();
    const until = validUntil ? await validUntil(value) : Infinity;
    if (keep(value) && sameStamp(stamp, this.#stamp(tables))) {
      this.#entries.set(key, { value, tables, stamp, computedAt: now, validUntil: until });
      if (this.#entries.size > this.#maxEntries)
        this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return value;
  }
}

interface Entry {
  value: unknown;
  tables: readonly string[];
  stamp: number[];
  computedAt: number;
  validUntil: number;
}

export interface RememberOptions<T> {
  /** The caller's clock (ms). Default `Date.now()`. */
  now?: number;
  /** Until when (ms, inclusive) the value holds whatever is written; default always. */
  validUntil?: (value: T) => number | Promise<number>;
  /** Whether `value` is kept at all (default: always). */
  keep?: (value: T) => boolean;
}

const sameStamp = (a: number[], b: number[]) => a.every((value, index) => value === b[index]);

/** Tables a SQL text reads or writes: those after FROM, JOIN, INTO and UPDATE. */
export function tablesIn(sqlText: string): string[] {
  const found = new Set<string>();
  for (const match of sqlText.matchAll(/\b(?:from|join|into|update)\s+"?([A-Za-z_]\w*)"?/gi)) {
    const name = match[1] ?? '';
    // `delete from`, `select ... from (subquery)` and the like name no table.
    if (!/^(select|with|lateral|only)$/i.test(name)) found.add(name);
  }
  return [...found];
}

/**
 * Columns that record that a row changed rather than what lists filter on: the version columns
 * of every versioned table (`claimVersion`) and a ticket's last activity. An UPDATE that sets only
 * these, or sets a column to itself (a row lock, `lockTicket`), moves no table's version, only
 * `table.column`'s; a count depends on those when its SQL names the column (`countDependencies`).
 * So a note on a ticket, which changes none of its filtered columns, keeps the ticket lists'
 * counts.
 */
export const BOOKKEEPING = [
  'version',
  'changed_by_id',
  'changed_by_name',
  'changed_at',
  'updated_at',
];

/** What a count's SQL text depends on: its tables, and `table.column` for bookkeeping it names. */
export function countDependencies(sqlText: string): string[] {
  const tables = tablesIn(sqlText);
  const named = BOOKKEEPING.filter((column) => new RegExp(`\\b${column}\\b`, 'i').test(sqlText));
  return [...tables, ...tables.flatMap((table) => named.map((column) => `${table}.${column}`))];
}

// ----- Which tables a query writes -----

/** Table names in an operation node's tree (Kysely's `TableNode`s). */
function tableNodesIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) tableNodesIn(child, found);
  else if (node !== null && typeof node === 'object') {
    const candidate = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (candidate.kind === 'TableNode' && candidate.table?.identifier?.name)
      found.add(candidate.table.identifier.name);
    for (const value of Object.values(node)) tableNodesIn(value, found);
  }
  return found;
}

/** The name of an UPDATE's table (`tickets` or `tickets as t`). */
function updatedTable(node: OperationNode | undefined): string | undefined {
  const table = node?.kind === 'AliasNode' ? (node as AliasNode).node : node;
  return table?.kind === 'TableNode' ? (table as TableNode).table.identifier.name : undefined;
}

const columnName = (node: OperationNode | undefined): string | undefined =>
  node?.kind === 'ColumnNode' ? (node as ColumnNode).column.name : undefined;

/**
 * The bookkeeping columns an UPDATE of `table` sets, when it changes nothing else (each other
 * column set to itself); undefined when it changes a column lists may filter on.
 */
function bookkeepingOnly(update: UpdateQueryNode): string[] | undefined {
  const written: string[] = [];
  for (const { column, value } of update.updates ?? []) {
    const name = columnName(column);
    if (name === undefined) return undefined;
    if (BOOKKEEPING.includes(name)) written.push(name);
    else if (
      value.kind !== 'ReferenceNode' ||
      (value as ReferenceNode).table !== undefined ||
      columnName((value as ReferenceNode).column) !== name
    )
      return undefined;
  }
  return written;
}

/** What a query writes: nothing (a read), its tables, or `'all'` when they cannot be told. */
export function writtenBy(node: OperationNode): readonly string[] | 'all' | null {
  if (node.kind === 'SelectQueryNode') return null;
  if (node.kind === 'RawNode') {
    const text = (node as unknown as { sqlFragments: readonly string[] }).sqlFragments.join(' ');
    if (/^\s*\(?\s*(select|pragma|explain)\b/i.test(text)) return null;
    const tables = tablesIn(text);
    return tables.length > 0 ? tables : 'all';
  }
  if (node.kind === 'UpdateQueryNode') {
    const update = node as UpdateQueryNode;
    const table = updatedTable(update.table);
    const bookkeeping = bookkeepingOnly(update);
    if (table !== undefined && bookkeeping !== undefined) {
      // The tables its other parts name (a subquery's), as any write's.
      const others = tableNodesIn({ ...update, table: undefined, updates: undefined });
      for (const { value } of update.updates ?? []) tableNodesIn(value, others);
      return [...others, ...bookkeeping.map((column) => `${table}.${column}`)];
    }
  }
  const tables = tableNodesIn(node);
  return tables.size > 0 ? [...tables] : 'all';
}

/** Moves the written tables' versions before a write runs and again once it has run. */
class CountCachePlugin implements KyselyPlugin {
  readonly #pending = new WeakMap<QueryId, readonly string[] | 'all'>();
  constructor(private readonly cache: CountCache) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const written = writtenBy(node);
    if (written !== null) {
      this.cache.wrote(written);
      this.#pending.set(queryId, written);
    }
    return node;
  }

  transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const written = this.#pending.get(queryId);
    if (written !== undefined) {
      this.#pending.delete(queryId);
      this.cache.wrote(written);
    }
    return Promise.resolve(result);
  }
}

/** What a transaction wrote so far (`'all'`: tables that could not be told). */
type Written = Set<string> | 'all';

/**
 * `dialect` with every transaction's writes told to `cache` again when it ends (commit or
 * rollback): each connection the driver gives out is wrapped so its queries' written tables are
 * noted while it is in a transaction.
 */
function countingDialect(dialect: Dialect, cache: CountCache): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => {
      const driver = dialect.createDriver();
      const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
      const pending = new WeakMap<DatabaseConnection, Written>();
      const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
      const ended = (connection: DatabaseConnection) => {
        const written = pending.get(connection);
        pending.delete(connection);
        if (written !== undefined) cache.wrote(written === 'all' ? 'all' : [...written]);
      };
      const counted: Driver = {
        init: () => driver.init(),
        async acquireConnection() {
          const connection = await driver.acquireConnection();
          const wrapped: DatabaseConnection = {
            executeQuery(compiled) {
              const written = pending.get(wrapped);
              const now = written === undefined ? null : writtenBy(compiled.query);
              if (written !== undefined && written !== 'all' && now !== null) {
                if (now === 'all') pending.set(wrapped, 'all');
                else for (const table of now) written.add(table);
              }
              return connection.executeQuery(compiled);
            },
            streamQuery: (compiled, chunkSize) => connection.streamQuery(compiled, chunkSize),
          };
          inner.set(wrapped, connection);
          return wrapped;
        },
        releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
        destroy: () => driver.destroy(),
        async beginTransaction(connection, settings) {
          await driver.beginTransaction(unwrap(connection), settings);
          pending.set(connection, new Set());
        },
        async commitTransaction(connection) {
          try {
            await driver.commitTransaction(unwrap(connection));
          } finally {
            ended(connection);
          }
        },
        async rollbackTransaction(connection) {
          try {
            await driver.rollbackTransaction(unwrap(connection));
          } finally {
            ended(connection);
          }
        },
      };
      if (driver.savepoint) {
        const savepoint = driver.savepoint.bind(driver);
        counted.savepoint = (connection, name, compile) =>
          savepoint(unwrap(connection), name, compile);
      }
      if (driver.rollbackToSavepoint) {
        const rollbackTo = driver.rollbackToSavepoint.bind(driver);
        counted.rollbackToSavepoint = (connection, name, compile) =>
          rollbackTo(unwrap(connection), name, compile);
      }
      if (driver.releaseSavepoint) {
        const release = driver.releaseSavepoint.bind(driver);
        counted.releaseSavepoint = (connection, name, compile) =>
          release(unwrap(connection), name, compile);
      }
      return counted;
    },
  };
}

const caches = new WeakMap<object, CountCache>();

/** The dialect and plugin that keep `cache` told of writes; `register` ties it to the Kysely made. */
export function withCountCache(dialect: Dialect, cache: CountCache) {
  return {
    dialect: countingDialect(dialect, cache),
    plugin: new CountCachePlugin(cache) as KyselyPlugin,
    register: (db: object) => caches.set(db, cache),
  };
}

/** The count cache of `db` (none inside a transaction: a count read there is never kept). */
export function countCacheOf(db: object): CountCache | undefined {
  return caches.get(db);
}
