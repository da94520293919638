import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionAbility } from './ability';
import { sessionStore, setSessionStorageBackend } from './session-store';
import { createMemoryStorage } from './storage';
import { setUnauthorizedHandler } from './api-client';
import { verifySession } from './verify-session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userData = {
  id: 2,
  fullName: 'C',
  username: 'c',
  avatar: null,
  email: 'client@demo.com',
  role: 'client',
};

/**
 * A page restored from the signed-in hint, with readable cookies of an earlier version edited
 * to say `manage all` (they are never read).
 */
function tamperedClientSession() {
  setSessionStorageBackend(
    createMemoryStorage({
      signedIn: '1',
      userData: JSON.stringify({ ...userData, role: 'admin' }),
      userAbilityRules: JSON.stringify([{ action: 'manage', subject: 'all' }]),
    }),
  );
}

describe('verifySession', () => {
  it('user and rules come from the API (the browser sends the session cookie, no bearer)', async () => {
    tamperedClientSession();
    let calls = 0;
    server.use(
      http.get('*/api/auth/session', ({ request }) => {
        calls += 1;
        expect(request.headers.get('Authorization')).toBeNull();
        return HttpResponse.json({
          userData,
          userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
        });
      }),
    );
    expect(sessionAbility(sessionStore.getState()).can('manage', 'all')).toBe(false);
    await Promise.all([verifySession(), verifySession()]);
    await verifySession();
    const state = sessionStore.getState();
    expect(calls).toBe(1);
    expect(state.abilityStatus).toBe('verified');
    expect(state.userData).toEqual(userData);
    expect(sessionAbility(state).can('read', 'AclDemo')).toBe(true);
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
    expect(sessionAbility(state).can('read', 'Factura')).toBe(false);
  });

  it('a session the API refuses signs out', async () => {
    tamperedClientSession();
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    server.use(
      http.get('*/api/auth/session', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await verifySession();
    expect(sessionStore.getState().signedIn).toBe(false);
    expect(sessionAbility(sessionStore.getState()).can('manage', 'all')).toBe(false);
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('a failed check leaves the session granting nothing and says so', async () => {
    tamperedClientSession();
    server.use(http.get('*/api/auth/session', () => HttpResponse.error()));
    await verifySession();
    const state = sessionStore.getState();
    expect(state.abilityStatus).toBe('pending');
    expect(state.abilityCheckFailed).toBe(true);
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
  });
});
