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

/** A client whose cookie was edited to say `manage all`. */
function tamperedClientSession() {
  setSessionStorageBackend(
    createMemoryStorage({
      userData: JSON.stringify(userData),
      accessToken: 'client-token',
      userAbilityRules: JSON.stringify([{ action: 'manage', subject: 'all' }]),
    }),
  );
}

describe('verifySession', () => {
  it('a tampered ability cookie changes nothing: the rules come from the API', async () => {
    tamperedClientSession();
    let calls = 0;
    server.use(
      http.get('*/api/auth/session', ({ request }) => {
        calls += 1;
        expect(request.headers.get('Authorization')).toBe('Bearer client-token');
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
    expect(sessionAbility(state).can('read', 'AclDemo')).toBe(true);
    expect(sessionAbility(state).can('manage', 'all')).toBe(false);
    expect(sessionAbility(state).can('read', 'Factura')).toBe(false);
  });

  it('a token the API refuses signs out', async () => {
    tamperedClientSession();
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    server.use(
      http.get('*/api/auth/session', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await verifySession();
    expect(sessionStore.getState().accessToken).toBeNull();
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
