import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSION_ROLES } from '@portal/contract';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@portal/contract';
import { dbSchema, type Db } from './schema';
import { SEED_VERSION, createSeedDb } from './seed';
import {
  getDb,
  localStoragePersistence,
  reloadDb,
  resetDb,
  saveDb,
  setDbPersistence,
  setSeedOptions,
} from './store';

/** A Storage double backed by a Map. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
}
const KEY = 'HostDesk-mock-db';
const stored = (storage: Storage) => JSON.parse(storage.getItem(KEY) ?? 'null') as Db | null;

afterEach(() => {
  setDbPersistence({ load: () => null, save: () => undefined });
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
    ]);
  });
});

describe('persistence', () => {
  it('keeps sessions across a reload when the invoices do not fit the storage quota', () => {
    const storage = memoryStorage();
    const limited = memoryStorage();
    limited.setItem = (key, value) => {
      if (value.length > 200_000) throw new DOMException('full', 'QuotaExceededError');
      storage.setItem(key, value);
    };
    limited.getItem = (key) => storage.getItem(key);
    setSeedOptions({ facturaCount: 2_000 });
    try {
      setDbPersistence(localStoragePersistence(KEY, limited));
      const first = getDb();
      expect(first.facturas).toHaveLength(2_000);
      first.sessions.token = { accountId: 1, createdAt: 1 };
      saveDb();
      expect(stored(storage)).toMatchObject({ facturas: [], notas: [], facturasOmitted: true });
      reloadDb();
      const again = getDb();
      expect(again.sessions.token).toEqual({ accountId: 1, createdAt: 1 });
      expect(again.facturas).toEqual(createSeedDb({ facturaCount: 2_000 }).facturas);
      expect(again.facturasOmitted).toBeUndefined();
    } finally {
      setSeedOptions({});
    }
  });

  it('seeds and saves when nothing is stored, saves after mutations', () => {
    const storage = memoryStorage();
    setDbPersistence(localStoragePersistence(KEY, storage));
    expect(getDb().users).toHaveLength(50);
    expect(stored(storage)?.users).toHaveLength(50);
    getDb().users.pop();
    saveDb();
    expect(stored(storage)?.users).toHaveLength(49);
  });

  it('loads stored data of the current version (survives a reload)', () => {
    const db = createSeedDb();
    db.users = db.users.slice(0, 3);
    const storage = memoryStorage({ [KEY]: JSON.stringify(db) });
    setDbPersistence(localStoragePersistence(KEY, storage));
    expect(getDb().users).toHaveLength(3);
  });

  it.each([
    ['an older seed version', JSON.stringify({ ...createSeedDb(), version: SEED_VERSION - 1 })],
    ['a different shape', JSON.stringify({ version: SEED_VERSION, users: 'nope' })],
    ['broken JSON', '{'],
  ])('reseeds over %s', (_case, raw) => {
    const storage = memoryStorage({ [KEY]: raw });
    setDbPersistence(localStoragePersistence(KEY, storage));
    expect(getDb()).toEqual(createSeedDb());
    expect(stored(storage)).toEqual(createSeedDb());
  });

  it('reloadDb picks up what another tab saved', () => {
    const storage = memoryStorage();
    setDbPersistence(localStoragePersistence(KEY, storage));
    expect(getDb().permissions).toHaveLength(9);
    const other = createSeedDb();
    other.permissions = other.permissions.slice(0, 2);
    storage.setItem(KEY, JSON.stringify(other));
    expect(getDb().permissions).toHaveLength(9);
    reloadDb();
    expect(getDb().permissions).toHaveLength(2);
  });

  it('resetDb restores the seed, keeping demo sessions when asked', () => {
    const storage = memoryStorage();
    setDbPersistence(localStoragePersistence(KEY, storage));
    const db = getDb();
    db.users.length = 0;
    db.sessions.admin = { accountId: 1, createdAt: 1 };
    db.sessions.gone = { accountId: 99, createdAt: 1 };
    const fresh = resetDb({ keepSessions: true });
    expect(fresh.users).toHaveLength(50);
    expect(Object.keys(fresh.sessions)).toEqual(['admin']);
    expect(stored(storage)?.sessions).toEqual({ admin: { accountId: 1, createdAt: 1 } });
    expect(resetDb().sessions).toEqual({});
  });
});
