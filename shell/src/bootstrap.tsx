import './login/zod-without-eval';
import './layouts/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { setUnauthorizedHandler, verifySession } from '@portal/auth';
import { App } from './app/app';
import { createAppRoutes } from './app/routes';
import { paths } from './config/paths';
import { preloadPath } from './federation/remote-areas';
import { dropEarlyIntents } from './lib/early-intents';
import { initShellI18n } from './lib/i18n';
import { connectLiveEvents } from './lib/live-events';
import { isGuest, isLightPath } from './login/decide';

/**
 * The API used to run in a service worker of each browser (MSW). A browser that still has it
 * registered drops it now; its pages talk to the server.
 */
function retireMockWorker() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(() => undefined);
}

async function main() {
  retireMockWorker();
  const i18nReady = initShellI18n(); // sets the language at once: the preload loads its messages
  const { pathname, search } = window.location;
  if (!isGuest(document.cookie) && !isLightPath(pathname)) preloadPath(`${pathname}${search}`);
  await i18nReady;
  const router = createBrowserRouter(createAppRoutes());
  setUnauthorizedHandler(() => {
    // The session is over: no frame will come to honour a shortcut held since the first script.
    dropEarlyIntents();
    const { pathname, search } = router.state.location;
    void router.navigate(paths.login.href(`${pathname}${search}`), { replace: true });
  });
  // A restored session's abilities: asked now rather than after the first render's effects.
  void verifySession();
  connectLiveEvents();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void main();
