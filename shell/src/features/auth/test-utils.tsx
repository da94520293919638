import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { beforeAll, beforeEach } from 'vitest';
import { createMemoryStorage, sessionStore, setSessionStorageBackend } from '@portal/auth';
import {
  AppProviders,
  showLanguage,
  initI18n,
  preferencesStore,
  setPreferencesStorageBackend,
  type Language,
} from '@portal/design/base';
import { startMockServer } from '@portal/mock-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { authRoutes } from './routes';

/** Stands in for every page outside the auth screens: shows where the router went. */
function Elsewhere() {
  const location = useLocation();
  return (
    <main>
      <h1>Elsewhere</h1>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
    </main>
  );
}

const testRoutes: RouteObject[] = [
  {
    // As under the shell's blank layout: lazy pages render once their chunk is in.
    hydrateFallbackElement: <p>Loading…</p>,
    children: [...authRoutes, { path: '*', element: <Elsewhere /> }],
  },
];

/** The API's test double for the file (unhandled requests are errors, a fresh database per test). */
export function withAuthTestEnvironment() {
  const server = startMockServer();
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(() => {
    setSessionStorageBackend(createMemoryStorage());
    setPreferencesStorageBackend(createMemoryStorage());
  });
  return server;
}

/** Renders the auth routes at `url` in a memory data router with the portal's providers. */
export async function renderAuth(url: string, { language = 'en' }: { language?: Language } = {}) {
  preferencesStore.getState().set({ language });
  await showLanguage(language);
  const router = createMemoryRouter(testRoutes, { initialEntries: [url] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...result,
    user,
    router,
    /** Current path and query of the router. */
    url: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/** Text of the stand-in page once the router has left the auth screens. */
export const elsewhere = async () => (await screen.findByTestId('location')).textContent;

export { sessionStore };
