import './login/zod-without-eval';
import './layouts/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { setUnauthorizedHandler, verifySession } from '@portal/auth';
import { App } from './app/app';
import { preloadFrameData } from './app/frame-data';
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

/** The longest the first render waits for the page's code (a slow or unreachable remote). */
const FIRST_RENDER_WAIT_MS = 300;

async function main() {
  retireMockWorker();
  const i18nReady = initShellI18n(); // sets the language at once: the preload loads its messages
  const { pathname, search } = window.location;
  const signedIn = !isGuest(document.cookie) && !isLightPath(pathname);
  const pageReady = signedIn ? preloadPath(`${pathname}${search}`) : Promise.resolve();
  if (signedIn) preloadFrameData();
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
  // The first render waits a moment for the page (its remote's table and messages, its chunk, its
  // first data): the frame and the page then paint together, rather than the frame with a loader,
  // then the page's layout, then its figures.
  await Promise.race([
    pageReady,
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void main();
