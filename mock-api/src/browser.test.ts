// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedDbPersistence } from './db/idb-persistence';
import { createSeedDb } from './db/seed';
import { commitDb, getDb, loadDb, setDbPersistence } from './db/store';
import { MOCK_DB_NAME, catchWorkerUpdateFailures, initBrowserDb, resetMockDb } from './browser';

/** A reload: a fresh connection to the same IndexedDB database, memory forgotten. */
async function reload() {
  setDbPersistence(indexedDbPersistence(MOCK_DB_NAME));
  return loadDb();
}

describe('browser persistence (IndexedDB)', () => {
  it('seeds IndexedDB on first load and keeps every change across a reload', async () => {
    localStorage.setItem(MOCK_DB_NAME, '{"old":"copy"}');
    await initBrowserDb();
    expect(localStorage.getItem(MOCK_DB_NAME)).toBeNull();
    expect(getDb().users).toEqual(createSeedDb().users);
    getDb().users.splice(0, 10);
    await commitDb();
    expect((await reload()).users).toHaveLength(40);
  });

  it('resetMockDb restores the seed and keeps demo sessions', async () => {
    const db = await reload();
    db.permissions.length = 0;
    db.sessions.token = { accountId: 1, createdAt: Date.now() };
    await commitDb();
    await resetMockDb();
    expect(getDb().permissions).toHaveLength(9);
    const again = await reload();
    expect(again.permissions).toEqual(createSeedDb().permissions);
    expect(Object.keys(again.sessions)).toEqual(['token']);
  });

  it('another tab picks up a change (BroadcastChannel + reload from IndexedDB)', async () => {
    await reload();
    // The other tab: its own connection writes, then announces the change.
    const other = indexedDbPersistence(MOCK_DB_NAME);
    await other.write({ put: [['n:permissions', 2]], remove: [] });
    const channel = new BroadcastChannel(MOCK_DB_NAME);
    const listener = new BroadcastChannel(MOCK_DB_NAME);
    const seen = new Promise((resolve) => (listener.onmessage = resolve));
    channel.postMessage('changed');
    await seen;
    setDbPersistence(other);
    expect((await loadDb()).permissions).toHaveLength(2);
    channel.close();
    listener.close();
  });
});

describe('service worker update failures', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function rejection(reason: unknown) {
    const event = new Event('unhandledrejection', { cancelable: true });
    Object.assign(event, { reason, promise: Promise.resolve() });
    window.dispatchEvent(event);
    return event;
  }

  it('catches "Failed to update a ServiceWorker" and retries the update up to 3 times', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const update = vi.fn(() => Promise.reject(new Error('Not found')));
    const getRegistration = vi.fn(() => Promise.resolve({ update }));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration },
    });
    catchWorkerUpdateFailures();

    const event = rejection(
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://localhost:3000/') with script ('http://localhost:3000/mockServiceWorker.js'): Not found",
      ),
    );
    expect(event.defaultPrevented).toBe(true);
    for (let step = 1; step <= 4; step += 1) await vi.advanceTimersByTimeAsync(1000 * step);
    expect(update).toHaveBeenCalledTimes(3);

    // Any other rejection stays an uncaught page error.
    expect(rejection(new Error('boom')).defaultPrevented).toBe(false);
  });
});
