import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { createMemoryStorage, sessionStore, setSessionStorageBackend } from '@portal/auth';
import { testCookieJar, type TestSession } from '@portal/mock-api/cookies';
import { i18n, initI18n } from '../i18n';
import { preferencesStore, setPreferencesStorageBackend, type Preferences } from '../preferences';
import { AppProviders } from '../providers';

/** The demo admin (manage all), signed in by default. */
export const ADMIN_SESSION: TestSession = {
  userData: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: null,
    email: 'admin@demo.com',
    role: 'admin',
  },
  accessToken: 'test-admin-token',
  userAbilityRules: [{ action: 'manage', subject: 'all' }],
};

/** The demo client: read AclDemo only. */
export const CLIENT_SESSION: TestSession = {
  userData: {
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    avatar: null,
    email: 'client@demo.com',
    role: 'client',
  },
  accessToken: 'test-client-token',
  userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
};

/**
 * The page and the test browser signed in as `session` (null: signed out): the store as a
 * sign-in answer leaves it, and the session cookie in the jar the API test double reads.
 */
export function signInTestBrowser(session: TestSession | null): void {
  testCookieJar.setSession(session?.accessToken ?? null);
  if (session === null) sessionStore.getState().signOut();
  else sessionStore.getState().signIn(session);
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL (path + search + hash). Default: '/' or `path` when it has no params. */
  route?: string;
  /** Route pattern the UI is mounted at, so `useParams` works (`/apps/user/view/:id`). Default: '*'. */
  path?: string;
  /**
   * Session: `null` for signed out, or a test session (its token goes in the test browser's
   * cookie jar, as the API's HttpOnly cookie would). Default: ADMIN_SESSION.
   */
  session?: TestSession | null;
  /** Query client. Default: a fresh one with retries off. */
  queryClient?: QueryClient;
  /** Extra translations, `{ en: { billing: {...} } }`. Default: none. */
  resources?: Record<string, Record<string, Record<string, unknown>>>;
  /** Preferences to start from (e.g. `{ language: 'ar' }`). Default: the spec defaults. */
  preferences?: Partial<Preferences>;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** user-event instance bound to this render. */
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** The router's current location (after navigation in the UI). */
  location: () => Location;
}

/** A query client for tests: no retries, no caching between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `ui` the way the portal does: AppProviders (theme, i18n in English, abilities,
 * query cache, snackbar) inside a MemoryRouter at `route`, with a session kept in memory.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route,
    path = '*',
    session = ADMIN_SESSION,
    queryClient = createTestQueryClient(),
    resources = {},
    preferences = {},
    ...renderOptions
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  setPreferencesStorageBackend(createMemoryStorage());
  preferencesStore.getState().set({ language: 'en', ...preferences });
  setSessionStorageBackend(createMemoryStorage());
  signInTestBrowser(session);
  void initI18n(resources);
  // Every language is loaded by the test setup: the switch is synchronous.
  void i18n.changeLanguage(preferencesStore.getState().language);

  let current: Location | undefined;
  function LocationSpy() {
    current = useLocation();
    return null;
  }
  const initial = route ?? (path.includes(':') || path.includes('*') ? '/' : path);
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[initial]}>
        <LocationSpy />
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  return {
    ...result,
    user,
    queryClient,
    location: () => {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
}
