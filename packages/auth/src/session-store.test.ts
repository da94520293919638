import { sessionAbility } from './ability';
import { draftStorageKey } from './drafts';
import { isAuthenticated, sessionStore, setSessionStorageBackend } from './session-store';
import { createCookieStorage, createMemoryStorage, type KeyValueStorage } from './storage';

const admin = {
  userData: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: null,
    email: 'admin@demo.com',
    role: 'admin',
  },
  userAbilityRules: [{ action: 'manage', subject: 'all' }],
};

/** The sign-in answer as the API sends it: the token is in the body for Bearer clients. */
const answer = { ...admin, accessToken: 'f00dfeed'.repeat(8) };

let storage: KeyValueStorage;

function clearDocumentCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

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

  it('signIn keeps user and rules in memory, stores only the signed-in hint and drops the two-step hint', () => {
    sessionStore.getState().setPendingTwoStep(true);
    expect(storage.get('twoStepPending')).toBe('1');

    sessionStore.getState().signIn(answer);

    expect(storage.get('signedIn')).toBe('1');
    for (const key of [
      'userData',
      'accessToken',
      'userAbilityRules',
      'twoStepToken',
      'twoStepPending',
    ])
      expect(storage.get(key)).toBeNull();
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.userData).toEqual(admin.userData);
    expect(state.twoStepPending).toBe(false);
    expect(JSON.stringify(state)).not.toContain(answer.accessToken);
    expect(sessionAbility(state).can('delete', 'User')).toBe(true);
  });

  it('never writes the token to document.cookie (the server sets it HttpOnly)', () => {
    clearDocumentCookies();
    setSessionStorageBackend(createCookieStorage());
    // A script-written token of an earlier version is cleared at sign-in.
    document.cookie = `HostDesk-accessToken=old-token; path=/`;
    sessionStore.getState().signIn(answer);
    expect(document.cookie).not.toContain(answer.accessToken);
    expect(document.cookie).not.toContain('old-token');
    expect(document.cookie).not.toContain('HostDesk-userData');
    expect(document.cookie).toContain('HostDesk-signedIn=1');
    sessionStore.getState().signOut();
    expect(document.cookie).not.toContain('HostDesk-signedIn');
    clearDocumentCookies();
  });

  it('signOut clears the hints and the ability', () => {
    sessionStore.getState().signIn(admin);
    sessionStore.getState().setPendingTwoStep(true);
    sessionStore.getState().signOut();

    for (const key of ['signedIn', 'twoStepPending']) expect(storage.get(key)).toBeNull();
    const state = sessionStore.getState();
    expect(state.userData).toBeNull();
    expect(state.signedIn).toBe(false);
    expect(state.twoStepPending).toBe(false);
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

  it('restores a session from the hint: signed in, nobody known and nothing granted until the API answers', () => {
    setSessionStorageBackend(createMemoryStorage({ signedIn: '1' }));
    let state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.userData).toBeNull();
    expect(state.abilityStatus).toBe('pending');
    expect(sessionAbility(state).can('read', 'AclDemo')).toBe(false);
    state.setVerifiedSession({
      userData: admin.userData,
      userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
    });
    state = sessionStore.getState();
    expect(state.abilityStatus).toBe('verified');
    expect(state.userData).toEqual(admin.userData);
    expect(sessionAbility(state).can('read', 'AclDemo')).toBe(true);
    expect(sessionAbility(state).can('read', 'User')).toBe(false);
  });

  it('a readable token of an earlier version counts as the hint; stored rules and user data are never read', () => {
    setSessionStorageBackend(
      createMemoryStorage({
        accessToken: 'legacy',
        userData: JSON.stringify(admin.userData),
        userAbilityRules: '[{"action":"manage","subject":"all"}]',
      }),
    );
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.userData).toBeNull();
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
  });

  it.each([
    ['not an array', { action: 'manage', subject: 'all' }],
    ['a rule without subject', [{ action: 'manage' }]],
    ['a rule with a non-string action', [{ action: 1, subject: 'all' }]],
  ])('grants nothing when the API’s rules are %s', (_name, rules) => {
    setSessionStorageBackend(createMemoryStorage({ signedIn: '1' }));
    sessionStore
      .getState()
      .setVerifiedSession({ userData: admin.userData, userAbilityRules: rules as never });
    const state = sessionStore.getState();
    expect(state.abilityRules).toEqual([]);
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
  });

  it('a two-step hint leads the login guard; the two-step token itself is never stored', () => {
    setSessionStorageBackend(createMemoryStorage({ twoStepPending: '1' }));
    expect(sessionStore.getState().twoStepPending).toBe(true);
    expect(isAuthenticated(sessionStore.getState())).toBe(false);
    sessionStore.getState().setPendingTwoStep(false);
    expect(sessionStore.getState().twoStepPending).toBe(false);
  });
});
