import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';
import { handlers } from './handlers';
import { indexedDbPersistence } from './db/idb-persistence';
import { commitDb, loadDb, resetDb, setDbPersistence, setSeedOptions } from './db/store';
import { sessionResponseSchema, type SessionResponse } from '@portal/contract';

/** IndexedDB database (and BroadcastChannel) name of the browser's mock database. */
export const MOCK_DB_NAME = 'HostDesk-mock-db';

/**
 * The scale switch: how many Facturacion invoices to seed. Open any page with
 * `?mockFacturas=10000` (kept in localStorage under this key; `?mockFacturas=default` clears
 * it). The database is re-seeded when the number changes.
 */
export const MOCK_SCALE_STORAGE_KEY = 'HostDesk-mock-facturas';
/** The same switch for tickets: `?mockTickets=10000` (remotes/tickets/README.md, "Seed"). */
export const MOCK_TICKET_SCALE_STORAGE_KEY = 'HostDesk-mock-tickets';

function readScaleSwitch(param = 'mockFacturas', key = MOCK_SCALE_STORAGE_KEY): number | null {
  const fromUrl = new URLSearchParams(window.location.search).get(param);
  if (fromUrl === 'default') localStorage.removeItem(key);
  else if (fromUrl !== null && /^\d{1,6}$/.test(fromUrl)) {
    localStorage.setItem(key, fromUrl);
  }
  const stored = localStorage.getItem(key);
  return stored !== null && /^\d{1,6}$/.test(stored) ? Number(stored) : null;
}

let ready: Promise<unknown> | null = null;

/**
 * Load the browser's database from IndexedDB (seeding it the first time). Every tab answers its
 * own requests from memory; after each stored change it tells the other tabs, which reload it.
 */
export function initBrowserDb(): Promise<unknown> {
  if (ready) return ready;
  const facturaCount = readScaleSwitch();
  const ticketCount = readScaleSwitch('mockTickets', MOCK_TICKET_SCALE_STORAGE_KEY);
  if (facturaCount !== null || ticketCount !== null) {
    setSeedOptions({
      ...(facturaCount === null ? {} : { facturaCount }),
      ...(ticketCount === null ? {} : { ticketCount }),
    });
  }
  // The localStorage copy of earlier versions: IndexedDB replaces it.
  localStorage.removeItem(MOCK_DB_NAME);
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(MOCK_DB_NAME);
  setDbPersistence(indexedDbPersistence(MOCK_DB_NAME), () => channel?.postMessage('changed'));
  if (channel) {
    channel.onmessage = () => {
      void loadDb();
    };
  }
  ready = loadDb();
  return ready;
}

const WORKER_UPDATE_ATTEMPTS = 3;

/** "Failed to update a ServiceWorker … Not found": a transient update failure, not a page error. */
const isWorkerUpdateFailure = (reason: unknown) =>
  reason instanceof Error &&
  /Failed to update a ServiceWorker|mockServiceWorker\.js/i.test(reason.message);

/** Tries the update again, up to 3 times, 1 s, 2 s then 3 s apart. */
function retryWorkerUpdate(attempt = 1): void {
  if (attempt > WORKER_UPDATE_ATTEMPTS) return;
  setTimeout(() => {
    navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.update())
      .catch(() => retryWorkerUpdate(attempt + 1));
  }, 1000 * attempt);
}

/**
 * The browser's own periodic worker update can reject with "Failed to update a ServiceWorker …
 * mockServiceWorker.js: Not found" while a server restarts: caught here (never an uncaught page
 * error) and retried.
 */
export function catchWorkerUpdateFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isWorkerUpdateFailure(event.reason)) return;
    event.preventDefault();
    console.warn('[mock-api] service worker update failed, retrying', event.reason);
    retryWorkerUpdate();
  });
}

/**
 * Starts the page's service worker. The shell calls it once; a remote running standalone
 * calls it on its own origin. Resolves when the worker intercepts requests and the database
 * is loaded.
 */
export async function startMockWorker(extra: RequestHandler[] = []) {
  catchWorkerUpdateFailures();
  const worker = setupWorker(...extra, ...handlers);
  const start = () =>
    worker.start({
      serviceWorker: { url: '/mock-api-worker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  await initBrowserDb();
  try {
    await start();
  } catch (error) {
    // A registration or update that failed once (server restarting, network blip): try again.
    console.warn('[mock-api] service worker failed to start, retrying', error);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await start();
  }
  return worker;
}

/**
 * Restore the sample data (the user menu's "reset demo data"); reload the page afterwards.
 * The demo accounts stay signed in. Rejects when it could not be stored.
 */
export async function resetMockDb(): Promise<void> {
  resetDb({ keepSessions: true });
  await commitDb();
}

/** For a remote running alone: start its own worker and sign in the admin demo user. */
export async function startStandaloneMockApi(): Promise<SessionResponse> {
  await startMockWorker();
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  return sessionResponseSchema.parse(await response.json());
}
