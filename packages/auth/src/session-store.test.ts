import { sessionAbility } from './ability';
import { draftStorageKey } from './drafts';
import { isAuthenticated, sessionStore, setSessionStorageBackend } from './session-store';
import { createMemoryStorage, type KeyValueStorage } from './storage';

const admin = {
  userData: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: null,
    email: 'admin@demo.com',
    role: 'admin',
  },
  accessToken: 'token-1',
  userAbilityRules: [{ action: 'manage', subject: 'all' }],
};

let storage: KeyValueStorage;

beforeEach(() => {
  localStorage.clear();
  storage = createMemoryStorage();
  setSessionStorageBackend(storage);
});

describe('session store', () => {
  it('starts signed out with an empty storage', () => {
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(false);
    expect(sessionAbility(state).can('read', 'AclDemo')).toBe(false);
  });

  it('signIn persists userData, accessToken and userAbilityRules and drops the two-step token', () => {
    sessionStore.getState().setPendingTwoStep('pending');
    expect(storage.get('twoStepToken')).toBe('pending');

    sessionStore.getState().signIn(admin);

    expect(JSON.parse(storage.get('userData') ?? 'null')).toEqual(admin.userData);
    expect(storage.get('accessToken')).toBe('token-1');
    expect(JSON.parse(storage.get('userAbilityRules') ?? 'null')).toEqual(admin.userAbilityRules);
    expect(storage.get('twoStepToken')).toBeNull();
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.pendingTwoStepToken).toBeNull();
    expect(sessionAbility(state).can('delete', 'User')).toBe(true);
  });

  it('signOut clears every key and the ability', () => {
    sessionStore.getState().signIn(admin);
    sessionStore.getState().setPendingTwoStep('pending');
    sessionStore.getState().signOut();

    for (const key of ['userData', 'accessToken', 'userAbilityRules', 'twoStepToken'])
      expect(storage.get(key)).toBeNull();
    const state = sessionStore.getState();
    expect(state.userData).toBeNull();
    expect(state.accessToken).toBeNull();
    expect(state.pendingTwoStepToken).toBeNull();
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
  });

  it('signOut removes every unsaved draft of the browser, and nothing else', () => {
    sessionStore.getState().signIn(admin);
    localStorage.setItem(draftStorageKey(1, 'tickets.create'), '{"values":"admin"}');
    localStorage.setItem(draftStorageKey(5, 'billing.factura.new'), '{"values":"agent"}');
    localStorage.setItem('HostDesk-draft-tickets.create', '{"values":"before accounts"}');
    localStorage.setItem('HostDesk-columns-billing.facturas', '["number"]');

    sessionStore.getState().signOut();

    expect(Object.keys(localStorage)).toEqual(['HostDesk-columns-billing.facturas']);
  });

  it('signIn keeps the account’s own drafts and removes the others’ and those without an account', () => {
    localStorage.setItem(draftStorageKey(1, 'tickets.create'), '{"values":"admin"}');
    localStorage.setItem(draftStorageKey(5, 'tickets.create'), '{"values":"agent"}');
    localStorage.setItem(draftStorageKey(15, 'tickets.create'), '{"values":"account 15"}');
    localStorage.setItem('HostDesk-draft-tickets.create', '{"values":"before accounts"}');

    sessionStore.getState().signIn(admin);

    expect(Object.keys(localStorage)).toEqual(['HostDesk-draft-1-tickets.create']);
  });

  it('restores a valid stored session without trusting its stored rules until the API confirms them', () => {
    setSessionStorageBackend(
      createMemoryStorage({
        userData: JSON.stringify(admin.userData),
        accessToken: 'stored',
        userAbilityRules: JSON.stringify([{ action: 'manage', subject: 'all' }]),
      }),
    );
    let state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.accessToken).toBe('stored');
    expect(state.abilityStatus).toBe('pending');
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
    state.setVerifiedRules([{ action: 'read', subject: 'AclDemo' }]);
    state = sessionStore.getState();
    expect(state.abilityStatus).toBe('verified');
    expect(sessionAbility(state).can('read', 'AclDemo')).toBe(true);
    expect(sessionAbility(state).can('read', 'User')).toBe(false);
  });

  it.each([
    ['userData is not JSON', { userData: '{"id":', accessToken: 't' }],
    ['userData has the wrong shape', { userData: '{"id":"1"}', accessToken: 't' }],
    ['userData is an array', { userData: '[]', accessToken: 't' }],
    ['the token is empty', { userData: JSON.stringify(admin.userData), accessToken: '' }],
  ])('treats a tampered session as signed out when %s', (_name, values) => {
    setSessionStorageBackend(
      createMemoryStorage({ ...values, userAbilityRules: '[{"action":"manage","subject":"all"}]' }),
    );
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(false);
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
  });

  it.each([
    ['not JSON', 'manage all'],
    ['not an array', '{"action":"manage","subject":"all"}'],
    ['a rule without subject', '[{"action":"manage"}]'],
    ['a rule with a non-string action', '[{"action":1,"subject":"all"}]'],
  ])('grants nothing when the stored rules are %s', (_name, rules) => {
    setSessionStorageBackend(
      createMemoryStorage({
        userData: JSON.stringify(admin.userData),
        accessToken: 't',
        userAbilityRules: rules,
      }),
    );
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.abilityRules).toEqual([]);
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
  });

  it('ignores stored rules without a session', () => {
    setSessionStorageBackend(
      createMemoryStorage({ userAbilityRules: '[{"action":"manage","subject":"all"}]' }),
    );
    expect(sessionAbility(sessionStore.getState()).can('manage', 'all')).toBe(false);
  });
});
