// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createSeedDb } from './db/seed';
import { getDb, saveDb } from './db/store';
import { MOCK_DB_STORAGE_KEY, resetMockDb } from './browser';

const stored = () => JSON.parse(localStorage.getItem(MOCK_DB_STORAGE_KEY) ?? 'null') as unknown;

describe('browser persistence', () => {
  it('keeps the database in localStorage under HostDesk-mock-db', () => {
    expect(MOCK_DB_STORAGE_KEY).toBe('HostDesk-mock-db');
    const db = getDb();
    expect(stored()).toEqual(createSeedDb());
    db.users.splice(0, 10);
    saveDb();
    expect(stored()).toMatchObject({ users: db.users });
  });

  it('resetMockDb restores the seed and keeps demo sessions', () => {
    const db = getDb();
    db.permissions.length = 0;
    db.sessions.token = { accountId: 1, createdAt: Date.now() };
    saveDb();
    resetMockDb();
    expect(getDb().permissions).toHaveLength(9);
    expect(stored()).toMatchObject({ permissions: createSeedDb().permissions });
    expect(Object.keys(getDb().sessions)).toEqual(['token']);
  });

  it('picks up what another tab saved', () => {
    expect(getDb().users).toHaveLength(50);
    const other = createSeedDb();
    other.users = other.users.slice(0, 5);
    localStorage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: MOCK_DB_STORAGE_KEY }));
    expect(getDb().users).toHaveLength(5);
  });
});
