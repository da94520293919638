import { openDB } from 'idb';
import type { DbPersistence } from './store';

const STORE = 'entries';

/**
 * IndexedDB persistence: database `name`, one object store of entries keyed by entry key
 * (see `toEntries`), so a change writes only the records it touched and 10 000 invoices fit.
 */
export function indexedDbPersistence(name: string): DbPersistence {
  const open = () =>
    openDB(name, 1, {
      upgrade(database) {
        database.createObjectStore(STORE);
      },
    });
  let connection: ReturnType<typeof open> | null = null;
  const database = () => {
    connection ??= open().catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };
  return {
    async load() {
      const tx = (await database()).transaction(STORE, 'readonly');
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
      if (keys.length === 0) return null;
      return new Map(keys.map((key, index) => [key as string, values[index] as unknown]));
    },
    async write({ put, remove }) {
      const tx = (await database()).transaction(STORE, 'readwrite');
      await Promise.all([
        ...put.map(([key, value]) => tx.store.put(value, key)),
        ...remove.map((key) => tx.store.delete(key)),
        tx.done,
      ]);
    },
  };
}
