import { PersistError } from './persist-error';
import { dbSchema, type Db } from './schema';
import { DEFAULT_SEED_OPTIONS, SEED_VERSION, createSeedDb, type SeedOptions } from './seed';

/**
 * Where the database is kept between page loads, as separate entries (one per record of each
 * collection, one per token of the session maps, one per other field), so a change writes only
 * the entries it touched. Node (tests) keeps the database in memory only (`null`).
 */
export interface DbPersistence {
  /** Every stored entry, or null when nothing is stored. */
  load(): Promise<Map<string, unknown> | null>;
  /** Store `put` and delete `remove` atomically; rejects when it could not (quota, privacy mode). */
  write(changes: { put: [string, unknown][]; remove: string[] }): Promise<void>;
}

/** Token maps: one entry per token. Every array field: one entry per item plus its length. */
const RECORD_FIELDS = new Set(['sessions', 'twoStepChallenges', 'resetTokens']);

/** The database as entries: `a:<field>:<index>`, `n:<field>` (length), `r:<field>:<key>`, `v:<field>`. */
export function toEntries(db: Db): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [field, value] of Object.entries(db)) {
    if (Array.isArray(value)) {
      entries.set(`n:${field}`, value.length);
      value.forEach((item: unknown, index) => entries.set(`a:${field}:${index}`, item));
    } else if (RECORD_FIELDS.has(field) && typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) entries.set(`r:${field}:${key}`, item);
    } else {
      entries.set(`v:${field}`, value);
    }
  }
  return entries;
}

/** Entries back to a database object (unvalidated: callers parse it with `dbSchema`). */
export function fromEntries(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const arrays = new Map<string, unknown[]>();
  const lengths = new Map<string, number>();
  for (const field of RECORD_FIELDS) out[field] = {};
  for (const [key, value] of entries) {
    const [kind, field = '', ...rest] = key.split(':');
    const sub = rest.join(':');
    if (kind === 'v') out[field] = value;
    else if (kind === 'n' && typeof value === 'number') lengths.set(field, value);
    else if (kind === 'a') {
      const items = arrays.get(field) ?? [];
      items[Number(sub)] = value;
      arrays.set(field, items);
    } else if (kind === 'r' && RECORD_FIELDS.has(field)) {
      Object.defineProperty(out[field], sub, { value, enumerable: true, writable: true });
    }
  }
  for (const [field, length] of lengths) {
    const items = arrays.get(field) ?? [];
    // A missing item (torn write) makes the schema check fail and the database is re-seeded.
    out[field] = Array.from({ length }, (_, index) => items[index]);
  }
  return { ...out };
}

let persistence: DbPersistence | null = null;
let db: Db | null = null;
/** JSON of every entry as it is stored now: what a write is diffed against and rolled back to. */
let persisted = new Map<string, string>();
let seedOptions: SeedOptions = { ...DEFAULT_SEED_OPTIONS };
let onCommitted: () => void = () => undefined;

/**
 * Seed options of the next fresh database (and of `resetDb`). A stored database seeded with
 * other options is replaced on next load. The browser reads them from the scale switch.
 */
export function setSeedOptions(options: Partial<SeedOptions>): void {
  seedOptions = { ...DEFAULT_SEED_OPTIONS, ...options };
  if (
    db &&
    (db.seedOptions.facturaCount !== seedOptions.facturaCount ||
      db.seedOptions.ticketCount !== seedOptions.ticketCount)
  )
    db = null;
}

function parseStored(stored: Iterable<[string, unknown]> | null): Db | null {
  if (stored === null) return null;
  const parsed = dbSchema.safeParse(fromEntries(stored));
  return parsed.success &&
    parsed.data.version === SEED_VERSION &&
    parsed.data.seedOptions.facturaCount === seedOptions.facturaCount &&
    parsed.data.seedOptions.ticketCount === seedOptions.ticketCount
    ? parsed.data
    : null;
}

/**
 * The live database: the source of truth every handler reads and mutates synchronously.
 * Mutate it, then `await commitDb()` before answering success. In the browser `loadDb()` runs
 * before the worker starts; in Node it is seeded on first use.
 */
export function getDb(): Db {
  db ??= createSeedDb(seedOptions);
  return db;
}

// Writes run one after another; a change made while one runs goes into the next.
let running: Promise<void> = Promise.resolve();
let queued: Promise<void> | null = null;
/** Bumped by every rollback: a write queued before it carries changes that were undone. */
let epoch = 0;

async function flush(startEpoch: number): Promise<void> {
  if (epoch !== startEpoch) throw new PersistError('rolled back');
  if (!persistence || !db) return;
  const put: [string, unknown][] = [];
  const next = new Map<string, string>();
  for (const [key, value] of toEntries(db)) {
    const text = JSON.stringify(value);
    next.set(key, text);
    if (persisted.get(key) !== text) put.push([key, JSON.parse(text) as unknown]);
  }
  const remove = [...persisted.keys()].filter((key) => !next.has(key));
  if (put.length === 0 && remove.length === 0) return;
  try {
    await persistence.write({ put, remove });
  } catch (error) {
    // Undo every change since the last good write, so memory matches what a reload shows.
    epoch += 1;
    db = parseStored([...persisted].map(([key, text]) => [key, JSON.parse(text) as unknown]));
    throw new PersistError(error);
  }
  persisted = next;
  onCommitted();
}

/**
 * Persist what changed since the last write. Rejects with `PersistError` (answered 507 by
 * `safeResolver`) when it could not be stored; the change is then undone in memory too.
 * Resolves at once in Node (memory only).
 */
export function commitDb(): Promise<void> {
  if (!persistence) return Promise.resolve();
  if (queued) return queued;
  const startEpoch = epoch;
  const write = running
    .catch(() => undefined)
    .then(() => {
      queued = null;
      return flush(startEpoch);
    });
  queued = write;
  running = write;
  return write;
}

/** Fire-and-forget `commitDb()` for changes nobody waits on (overdue sweep on read, test setup). */
export function saveDb(): void {
  commitDb().catch((error: unknown) => {
    console.warn('[mock-api] could not persist the mock database', error);
  });
}

export interface ResetDbOptions {
  /** Keep sign-in sessions of accounts that exist in the fresh seed (the demo accounts). */
  keepSessions?: boolean;
}

/** Replace the database with a fresh seed (`await commitDb()` to store it). Tests call it before each test. */
export function resetDb({ keepSessions = false }: ResetDbOptions = {}): Db {
  const previous = db;
  const fresh = createSeedDb(seedOptions);
  if (keepSessions && previous) {
    const accountIds = new Set(fresh.accounts.map((account) => account.id));
    for (const [token, session] of Object.entries(previous.sessions)) {
      if (accountIds.has(session.accountId)) fresh.sessions[token] = session;
    }
  }
  db = fresh;
  return fresh;
}

/**
 * Load the stored database (after any pending write), or seed and store one when nothing valid
 * is stored. The browser awaits it before starting the worker and when another tab changed it.
 */
export function loadDb(): Promise<Db> {
  const load = running
    .catch(() => undefined)
    .then(async () => {
      if (!persistence) return getDb();
      let stored: Map<string, unknown> | null = null;
      try {
        stored = await persistence.load();
      } catch (error) {
        console.warn('[mock-api] could not read the stored mock database', error);
      }
      persisted = new Map([...(stored ?? [])].map(([key, value]) => [key, JSON.stringify(value)]));
      const loaded = parseStored(stored);
      if (loaded) {
        db = loaded;
        return loaded;
      }
      db = createSeedDb(seedOptions);
      const fresh = db;
      await flush(epoch).catch((error: unknown) => {
        db = fresh; // keep working from memory; every write will answer 507
        console.warn('[mock-api] could not store the seeded mock database', error);
      });
      return fresh;
    });
  running = load.then(() => undefined);
  return load;
}

/** Choose where the database lives (null = memory only); call `loadDb()` next. */
export function setDbPersistence(
  next: DbPersistence | null,
  committed: () => void = () => undefined,
): void {
  persistence = next;
  onCommitted = committed;
  persisted = new Map();
  db = null;
}

/** Remove one entry of a token map (sessions, challenges, reset grants). */
export function removeEntry(record: Record<string, unknown>, key: string): void {
  Reflect.deleteProperty(record, key);
}
