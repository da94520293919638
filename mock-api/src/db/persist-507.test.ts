import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL, call, signIn, useMockServer } from '../testing/server';
import { STORAGE_FULL_MESSAGE } from './persist-error';
import { getDb, loadDb, setDbPersistence, toEntries, type DbPersistence } from './store';

useMockServer();

/** Storage whose quota is exhausted once `full` is set: writes reject with QuotaExceededError. */
function quotaPersistence() {
  const entries = new Map<string, unknown>();
  const state = { full: false };
  const persistence: DbPersistence = {
    load: () => Promise.resolve(entries.size === 0 ? null : new Map(entries)),
    write: ({ put, remove }) => {
      if (state.full) return Promise.reject(new DOMException('quota', 'QuotaExceededError'));
      for (const [key, value] of put) entries.set(key, structuredClone(value));
      for (const key of remove) entries.delete(key);
      return Promise.resolve();
    },
  };
  return { persistence, entries, state };
}

afterEach(() => setDbPersistence(null));

const newUser = (n: number) => ({
  fullName: `Quota User ${n}`,
  username: `quota${n}`,
  email: `quota${n}@example.com`,
  role: 'editor',
  currentPlan: 'basic',
  status: 'active',
  company: 'Quota Inc',
  country: 'Chile',
  contact: '+56 9 1234 5678',
});

describe('storage quota exhausted', () => {
  it('answers 507 { message }, never success, and keeps nothing of the change', async () => {
    const token = await signIn();
    const storage = quotaPersistence();
    setDbPersistence(storage.persistence);
    await loadDb();
    // the session from signIn lived in the previous (memory) database: sign in again
    const admin = await signIn();
    expect(
      (await call('/api/apps/users', { method: 'POST', json: newUser(1), token: admin })).status,
    ).toBe(201);
    storage.state.full = true;
    const refused = await call('/api/apps/users', {
      method: 'POST',
      json: newUser(2),
      token: admin,
    });
    expect(refused).toEqual({ status: 507, body: { message: STORAGE_FULL_MESSAGE } });
    expect(getDb().users.some((u) => u.username === 'quota2')).toBe(false);
    const deleted = await call('/api/apps/users/1', { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(507);
    expect(getDb().users.some((u) => u.id === 1)).toBe(true);
    // a reload finds exactly what was answered with success
    setDbPersistence(storage.persistence);
    const reloaded = await loadDb();
    expect(reloaded.users.map((u) => u.username)).toContain('quota1');
    expect(reloaded.users.map((u) => u.username)).not.toContain('quota2');
    expect(token).toBeTruthy();
    expect(BASE_URL).toMatch(/^http/);
    expect([...toEntries(reloaded).keys()].length).toBe(storage.entries.size);
  });
});
