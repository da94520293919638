import { dbSchema, type Db } from './schema';
import { DEFAULT_SEED_OPTIONS, SEED_VERSION, createSeedDb, type SeedOptions } from './seed';

/** Where the database is kept between page loads. Node (tests) keeps it in memory only. */
export interface DbPersistence {
  load(): unknown;
  save(db: Db): void;
}

const memoryOnly: DbPersistence = { load: () => null, save: () => undefined };

let persistence: DbPersistence = memoryOnly;
let db: Db | null = null;
let seedOptions: SeedOptions = { ...DEFAULT_SEED_OPTIONS };

/**
 * Seed options of the next fresh database (and of `resetDb`). A stored database seeded with
 * other options is replaced on next load. The browser reads them from the scale switch.
 */
export function setSeedOptions(options: Partial<SeedOptions>): void {
  seedOptions = { ...DEFAULT_SEED_OPTIONS, ...options };
  if (db && db.seedOptions.facturaCount !== seedOptions.facturaCount) db = null;
}

function loadOrSeed(): Db {
  let stored: unknown = null;
  try {
    stored = persistence.load();
  } catch {
    stored = null;
  }
  const parsed = dbSchema.safeParse(stored);
  if (
    parsed.success &&
    parsed.data.version === SEED_VERSION &&
    parsed.data.seedOptions.facturaCount === seedOptions.facturaCount
  ) {
    if (!parsed.data.facturasOmitted) return parsed.data;
    // Saved without the invoices (too big for storage): they come back from the seed.
    const { facturas, notas } = createSeedDb(seedOptions);
    const restored: Db = { ...parsed.data, facturas, notas };
    delete restored.facturasOmitted;
    return restored;
  }
  const fresh = createSeedDb(seedOptions);
  persistence.save(fresh);
  return fresh;
}

/** The live database. Mutate it, then call `saveDb()`. */
export function getDb(): Db {
  db ??= loadOrSeed();
  return db;
}

/** Persist after a mutation (no-op in Node). */
export function saveDb(): void {
  if (db) persistence.save(db);
}

export interface ResetDbOptions {
  /** Keep sign-in sessions of accounts that exist in the fresh seed (the demo accounts). */
  keepSessions?: boolean;
}

/** Replace the database with a fresh seed. Tests call it before each test. */
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
  persistence.save(fresh);
  return fresh;
}

/** Forget the in-memory copy; the next `getDb()` loads from persistence (another tab saved). */
export function reloadDb(): void {
  db = null;
}

/** Choose where the database lives; the next `getDb()` loads from it. */
export function setDbPersistence(next: DbPersistence): void {
  persistence = next;
  db = null;
}

/** localStorage persistence under `key` (the browser entry uses `HostDesk-mock-db`). */
export function localStoragePersistence(key: string, storage: Storage): DbPersistence {
  return {
    load: () => {
      const raw = storage.getItem(key);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    },
    save: (value) => {
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        // Quota (10 000 facturas are ~12 MB): keep everything but the invoices and their notes,
        // so sign-in sessions and other changes survive a reload; the invoices are re-seeded.
        try {
          const compact: Db = { ...value, facturas: [], notas: [], facturasOmitted: true };
          storage.setItem(key, JSON.stringify(compact));
          console.warn(
            '[mock-api] database too big for storage: invoice changes last until reload',
          );
        } catch (error) {
          // Privacy mode or a tiny quota: keep working from memory.
          console.warn('[mock-api] could not persist the mock database', error);
        }
      }
    },
  };
}

/** Remove one entry of a token map (sessions, challenges, reset grants). */
export function removeEntry(record: Record<string, unknown>, key: string): void {
  Reflect.deleteProperty(record, key);
}
