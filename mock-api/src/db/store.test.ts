import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSION_ROLES } from '@portal/contract';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@portal/contract';
import { dbSchema, type Db } from './schema';
import { SEED_VERSION, createSeedDb } from './seed';
import { PersistError } from './persist-error';
import {
  commitDb,
  fromEntries,
  getDb,
  loadDb,
  resetDb,
  setDbPersistence,
  setSeedOptions,
  toEntries,
  type DbPersistence,
} from './store';

/**
 * A persistence double: entries in a Map, JSON-cloned like IndexedDB's structured clone.
 * `quota` (bytes of JSON) makes a write that would exceed it fail with QuotaExceededError.
 */
function memoryPersistence(quota = Infinity) {
  const entries = new Map<string, unknown>();
  const size = () =>
    [...entries.values()].reduce<number>((n, v) => n + JSON.stringify(v).length, 0);
  let writes = 0;
  const persistence: DbPersistence = {
    load: () => Promise.resolve(entries.size === 0 ? null : new Map(entries)),
    write: ({ put, remove }) => {
      writes += 1;
      const next = new Map(entries);
      for (const [key, value] of put) next.set(key, JSON.parse(JSON.stringify(value)) as unknown);
      for (const key of remove) next.delete(key);
      const bytes = [...next.values()].reduce<number>((n, v) => n + JSON.stringify(v).length, 0);
      if (bytes > quota) return Promise.reject(new DOMException('full', 'QuotaExceededError'));
      entries.clear();
      for (const [key, value] of next) entries.set(key, value);
      return Promise.resolve();
    },
  };
  return { persistence, entries, size, writes: () => writes };
}
const storedDb = (entries: Map<string, unknown>) => fromEntries(entries) as Db;

afterEach(() => {
  setDbPersistence(null);
  setSeedOptions({});
});

describe('seed', () => {
  it('is deterministic and valid', () => {
    const db = createSeedDb();
    expect(createSeedDb()).toEqual(db);
    expect(dbSchema.parse(db)).toEqual(db);
    expect(db.version).toBe(SEED_VERSION);
  });

  it('holds 50 users with every role, plan and status, unique emails and usernames', () => {
    const { users } = createSeedDb();
    expect(users.map((u) => u.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(USER_ROLES));
    expect(new Set(users.map((u) => u.currentPlan))).toEqual(new Set(USER_PLANS));
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(USER_STATUSES));
    expect(new Set(users.map((u) => u.email.toLowerCase())).size).toBe(50);
    expect(new Set(users.map((u) => u.username.toLowerCase())).size).toBe(50);
    expect(users.some((u) => u.avatar === '')).toBe(true);
    expect(users.every((u) => u.avatar === '' || u.avatar.startsWith('/images/avatars/'))).toBe(
      true,
    );
  });

  it('holds the 9 spec permissions with roles of the spec', () => {
    const { permissions } = createSeedDb();
    expect(permissions.map((p) => p.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    for (const p of permissions) {
      expect(p.assignedTo.every((role) => PERMISSION_ROLES.includes(role))).toBe(true);
    }
  });

  it('holds the demo accounts', () => {
    const { accounts } = createSeedDb();
    expect(accounts.map((a) => [a.email, a.password, a.twoStepPhone !== null])).toEqual([
      ['admin@demo.com', 'admin', false],
      ['client@demo.com', 'client', false],
      ['twostep@demo.com', 'twostep', true],
      ['auditor@demo.com', 'auditor', false],
      ['agent@demo.com', 'agent', false],
    ]);
  });
});

describe('persistence', () => {
  it('entries round-trip the database', () => {
    const db = createSeedDb();
    db.sessions.abc = { accountId: 1, createdAt: 1 };
    expect(dbSchema.parse(fromEntries(toEntries(db)))).toEqual(db);
  });

  it('seeds and stores when nothing is stored; a change writes only the entries it touched', async () => {
    const store = memoryPersistence();
    setDbPersistence(store.persistence);
    await loadDb();
    expect(storedDb(store.entries)).toEqual(createSeedDb());
    const before = store.writes();
    getDb().users[3]!.fullName = 'Changed Name';
    await commitDb();
    expect(store.writes()).toBe(before + 1);
    expect(store.entries.get('a:users:3')).toMatchObject({ fullName: 'Changed Name' });
    getDb().users.pop();
    await commitDb();
    expect(storedDb(store.entries).users).toHaveLength(49);
    expect(store.entries.has('a:users:49')).toBe(false);
  });

  it('loads what is stored (survives a reload), with every change kept', async () => {
    const store = memoryPersistence();
    setDbPersistence(store.persistence);
    await loadDb();
    getDb().users = getDb().users.slice(0, 3);
    getDb().sessions.t = { accountId: 1, createdAt: 1 };
    await commitDb();
    setDbPersistence(store.persistence); // a reload: memory forgotten
    const again = await loadDb();
    expect(again.users).toHaveLength(3);
    expect(again.sessions.t).toEqual({ accountId: 1, createdAt: 1 });
  });

  it('keeps 2 000 invoices whole across a reload (no re-seed)', async () => {
    setSeedOptions({ facturaCount: 2_000 });
    const store = memoryPersistence();
    setDbPersistence(store.persistence);
    const first = await loadDb();
    first.facturas[1_999]!.notes = 'kept';
    await commitDb();
    setDbPersistence(store.persistence);
    const again = await loadDb();
    expect(again.facturas).toHaveLength(2_000);
    expect(again.facturas[1_999]!.notes).toBe('kept');
  });

  it.each([
    ['an older seed version', { ...createSeedDb(), version: SEED_VERSION - 1 }],
    ['a different shape', { ...createSeedDb(), users: 'nope' }],
  ])('reseeds over %s', async (_case, db) => {
    const store = memoryPersistence();
    await store.persistence.write({ put: [...toEntries(db as Db)], remove: [] });
    setDbPersistence(store.persistence);
    expect(await loadDb()).toEqual(createSeedDb());
    expect(storedDb(store.entries)).toEqual(createSeedDb());
  });

  it('quota exhausted: the write rejects, the change is undone in memory and in storage', async () => {
    const store = memoryPersistence();
    setDbPersistence(store.persistence);
    await loadDb();
    const quota = store.size() + 2_000;
    const limited = memoryPersistence(quota);
    await limited.persistence.write({ put: [...store.entries], remove: [] });
    setDbPersistence(limited.persistence);
    await loadDb();
    getDb().users[0]!.fullName = 'Small change';
    await commitDb();
    getDb().users[1]!.fullName = 'x'.repeat(5_000);
    await expect(commitDb()).rejects.toBeInstanceOf(PersistError);
    expect(getDb().users[1]!.fullName).not.toBe('x'.repeat(5_000));
    expect(getDb().users[0]!.fullName).toBe('Small change');
    setDbPersistence(limited.persistence);
    const reloaded = await loadDb();
    expect(reloaded.users[0]!.fullName).toBe('Small change');
    expect(reloaded.users[1]!.fullName).toBe(createSeedDb().users[1]!.fullName);
  });

  it('resetDb restores the seed, keeping demo sessions when asked', async () => {
    const store = memoryPersistence();
    setDbPersistence(store.persistence);
    const db = await loadDb();
    db.users.length = 0;
    db.sessions.admin = { accountId: 1, createdAt: 1 };
    db.sessions.gone = { accountId: 99, createdAt: 1 };
    const fresh = resetDb({ keepSessions: true });
    await commitDb();
    expect(fresh.users).toHaveLength(50);
    expect(Object.keys(fresh.sessions)).toEqual(['admin']);
    expect(storedDb(store.entries).sessions).toEqual({ admin: { accountId: 1, createdAt: 1 } });
    expect(resetDb().sessions).toEqual({});
  });
});
