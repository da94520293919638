import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMemoryStorage, setSessionStorageBackend } from '@portal/auth';
import type { TestSession } from '@portal/mock-api/cookies';
import {
  AppProviders,
  showLanguage,
  preferencesStore,
  setPreferencesStorageBackend,
  type Preferences,
} from '@portal/design/base';
import { ADMIN_SESSION, createTestQueryClient, signInTestBrowser } from '@portal/design/testing';
import { createAppRoutes } from '../app/routes';
import { initShellI18n } from '../lib/i18n';
import { setViewportWidth } from './viewport';

export interface RenderAppOptions {
  /** Session: `null` for signed out. Default: the demo admin. */
  session?: TestSession | null;
  /** Preferences to start from. Default: the spec defaults. */
  preferences?: Partial<Preferences>;
  /** Screen width answered by media queries. Default: 1440 (wide). */
  width?: number;
}

/** Renders the whole shell (real route tree, guards, layouts) at `url` in a memory router. */
export async function renderApp(
  url: string,
  { session = ADMIN_SESSION, preferences = {}, width = 1440 }: RenderAppOptions = {},
) {
  setViewportWidth(width);
  setPreferencesStorageBackend(createMemoryStorage());
  preferencesStore.getState().set({ language: 'en', ...preferences });
  setSessionStorageBackend(createMemoryStorage());
  signInTestBrowser(session);
  await initShellI18n();
  await showLanguage('en');
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...result, router, user, location };
}
