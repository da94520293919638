/*
 * The light sign-in page: the shell's own LoginPage with the providers it needs, bundled without
 * federation so only the Mantine components, router parts and libraries it uses are shipped.
 * Any navigation away from sign-in (success, two-step, links) reloads the page into the federated
 * shell, which keeps history state (the router's `usr`, e.g. the two-step masked phone).
 */
import './zod-without-eval';
import '@mantine/core/styles.css';
import '@portal/design/styles.css';
import { DirectionProvider, MantineProvider, useMantineColorScheme } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Outlet, Route, Router, Routes } from 'react-router-dom';
// Named imports only (never AppProviders: it brings every provider's CSS and the notifications).
import {
  buildTheme,
  DESIGN_NAMESPACE,
  i18n,
  initI18n,
  isRtl,
  usePreferences,
} from '@portal/design/base';
import { LoginPage } from '../features/auth/pages/login-page';
import { authPaths } from '../features/auth/paths';
import { FULL_SHELL_ENTRY, isGuest } from './decide';
import { documentNavigator } from './document-navigator';
import { whenIdle } from '../lib/after-paint';

/** Leaves the light bundle: the same URL, loaded again, boots the federated shell. */
function FullShell() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/** A session that appeared meanwhile (another tab) goes to the full shell and its guards. */
function GuestGate() {
  const [guest] = useState(() => isGuest(document.cookie));
  return guest ? <Outlet /> : <FullShell />;
}

function ColorSchemeSync() {
  const theme = usePreferences((s) => s.theme);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(theme === 'system' ? 'auto' : theme), [theme, setColorScheme]);
  return null;
}

function LightProviders({ children }: { children: ReactNode }) {
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  const skin = usePreferences((s) => s.skin);
  const light = usePreferences((s) => s.lightThemePrimaryColor);
  const dark = usePreferences((s) => s.darkThemePrimaryColor);
  const osScheme = useColorScheme('light');
  const closeLabel = useTranslation(DESIGN_NAMESPACE).t('close');
  const scheme = theme === 'system' ? osScheme : theme;
  const mantineTheme = useMemo(
    () => buildTheme(scheme === 'dark' ? dark : light, { skin, closeLabel }),
    [scheme, light, dark, skin, closeLabel],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={isRtl(language) ? 'rtl' : 'ltr'} detectDirection={false}>
        <MantineProvider theme={mantineTheme} defaultColorScheme="auto">
          <ColorSchemeSync />
          {children}
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

/**
 * While the browser is idle on the sign-in page, fetch (without running) the federated shell's
 * entry and its shared singletons, as listed by the shell's own MF manifest (never a remote's).
 */
function prefetchFullShell() {
  const hint = (href: string, as: 'script' | 'style') => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = as;
    link.href = href;
    document.head.append(link);
  };
  const run = async () => {
    performance.mark('portal:prefetch-full-shell');
    hint(FULL_SHELL_ENTRY, 'script');
    const response = await fetch('/mf-manifest.json');
    if (!response.ok) return;
    const manifest = (await response.json()) as {
      shared?: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    for (const shared of manifest.shared ?? []) {
      for (const file of shared.assets.js.sync) hint(`/${file}`, 'script');
      for (const file of shared.assets.css.sync) hint(`/${file}`, 'style');
    }
  };
  whenIdle(() => void run().catch(() => undefined), { within: 5000, without: 2000 });
}

async function main() {
  await initI18n();
  // The location never changes in this bundle: every navigation loads a document.
  const { pathname, search, hash } = window.location;
  const location = { pathname, search, hash };
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <LightProviders>
        <main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          <Router location={location} navigator={documentNavigator}>
            <Routes>
              <Route element={<GuestGate />}>
                <Route path={authPaths.login.path} Component={LoginPage} />
                <Route path={authPaths.loginShort.path} Component={LoginPage} />
              </Route>
              <Route path="*" Component={FullShell} />
            </Routes>
          </Router>
        </main>
      </LightProviders>
    </StrictMode>,
  );
  if (document.readyState === 'complete') prefetchFullShell();
  else window.addEventListener('load', prefetchFullShell, { once: true });
}

void main();
