import { AppShell, Anchor, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { StrictMode, Suspense, lazy, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  createMemoryStorage,
  sessionStore,
  setSessionStorageBackend,
  RequireAbility,
  type SessionPayload,
} from '@portal/auth';
import { sessionInfoSchema, sessionResponseSchema } from '@portal/contract';
import type { MenuEntry, RemoteRoute, RemoteRouteTable } from './contract';
import { AppProviders } from './providers';
import { DESIGN_NAMESPACE, i18n, initI18n, registerLanguageLoader } from './i18n';
import { preferencesStore } from './preferences';
import { PageLoader } from './components/page-loader';

export interface StandaloneOptions {
  routeTable: RemoteRouteTable;
  /** Shown in the frame's header. */
  title: string;
  /**
   * The session the remote runs with (default: the browser's session on the dev API, else the
   * demo admin signed in there).
   */
  prepare?: () => Promise<SessionPayload>;
}

/**
 * The session of a remote running alone, on the API its dev server proxies under its own origin
 * (`npm run dev -- <remote>` starts it), so it shows real data. The API's HttpOnly cookie is
 * the session: cookies belong to a host, not a port, so a browser signed in to the portal on
 * localhost:3000 is signed in here too, as the same account. Otherwise the demo admin signs
 * in (which signs that browser's portal on localhost in as admin as well). Development only:
 * the portal never loads this page.
 */
async function standaloneSession(): Promise<SessionPayload> {
  const current = await fetch('/api/auth/session', { credentials: 'same-origin' });
  if (current.status === 200) return sessionInfoSchema.parse(await current.json());
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (response.status !== 201)
    throw new Error(`The dev API refused the demo sign-in (${String(response.status)})`);
  return sessionResponseSchema.parse(await response.json());
}

function flatten(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]).filter((e) => e.to);
}

function Page({ route }: { route: RemoteRoute }) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const Component = useMemo(() => lazy(route.load) as ComponentType, [route]);
  return (
    <RequireAbility ability={route.ability} fallback={<Text>{t('notAuthorized')}</Text>}>
      <Suspense fallback={<PageLoader />}>
        <Component />
      </Suspense>
    </RequireAbility>
  );
}

function Frame({ routeTable, title }: Pick<StandaloneOptions, 'routeTable' | 'title'>) {
  const { t } = useTranslation();
  const { t: td } = useTranslation(DESIGN_NAMESPACE);
  const location = useLocation();
  const entries = flatten(routeTable.menu);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm' }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Title order={1} size="h4">
            {title} · {td('standalone.badge')}
          </Title>
          <Anchor href="http://localhost:3000/">{td('standalone.portal')}</Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <ScrollArea>
          {entries.map((entry) => (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to ?? '/'}
              label={t(entry.titleKey)}
              active={location.pathname === entry.to}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Routes>
          {routeTable.routes.map((route) => (
            <Route key={route.path} path={route.path} element={<Page route={route} />} />
          ))}
          <Route
            path="*"
            element={
              <Text>{td(entries.length ? 'standalone.pickPage' : 'standalone.noPages')}</Text>
            }
          />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * Mounts a remote on its own origin for development: its own providers, a minimal frame, and
 * the session of `prepare` (hints kept in memory: the portal's readable cookies stay untouched).
 */
export async function mountStandalone({
  routeTable,
  title,
  prepare = standaloneSession,
}: StandaloneOptions) {
  setSessionStorageBackend(createMemoryStorage());
  await initI18n();
  const language = preferencesStore.getState().language;
  const [session, messages] = await Promise.all([prepare(), routeTable.loadMessages(language)]);
  i18n.addResourceBundle(language, routeTable.namespace, messages, true, true);
  if (language !== 'en')
    i18n.addResourceBundle(
      'en',
      routeTable.namespace,
      await routeTable.loadMessages('en'),
      true,
      true,
    );
  // Load the remote's messages for a language before the page switches to it.
  registerLanguageLoader(async (lng) => {
    if (i18n.hasResourceBundle(lng, routeTable.namespace)) return;
    const bundle = await routeTable.loadMessages(lng);
    i18n.addResourceBundle(lng, routeTable.namespace, bundle, true, true);
  });
  sessionStore.getState().signIn(session);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Frame routeTable={routeTable} title={title} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
