import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';
import { handlers } from './handlers';
import {
  localStoragePersistence,
  reloadDb,
  resetDb,
  setDbPersistence,
  setSeedOptions,
} from './db/store';
import { sessionResponseSchema, type SessionResponse } from '@portal/contract';

/** localStorage key of the browser's mock database (prefixed with the app title). */
export const MOCK_DB_STORAGE_KEY = 'HostDesk-mock-db';

/**
 * The scale switch: how many Facturacion invoices to seed. Open any page with
 * `?mockFacturas=10000` (kept in localStorage under this key; `?mockFacturas=default` clears
 * it). The database is re-seeded when the number changes.
 */
export const MOCK_SCALE_STORAGE_KEY = 'HostDesk-mock-facturas';

function readScaleSwitch(): number | null {
  const fromUrl = new URLSearchParams(window.location.search).get('mockFacturas');
  if (fromUrl === 'default') localStorage.removeItem(MOCK_SCALE_STORAGE_KEY);
  else if (fromUrl !== null && /^\d{1,6}$/.test(fromUrl)) {
    localStorage.setItem(MOCK_SCALE_STORAGE_KEY, fromUrl);
  }
  const stored = localStorage.getItem(MOCK_SCALE_STORAGE_KEY);
  return stored !== null && /^\d{1,6}$/.test(stored) ? Number(stored) : null;
}

// In the browser the database survives reloads; it is loaded on first use. Each tab answers
// its own requests, so when another tab saves, drop our copy instead of overwriting theirs.
if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') {
  const facturaCount = readScaleSwitch();
  if (facturaCount !== null) setSeedOptions({ facturaCount });
  setDbPersistence(localStoragePersistence(MOCK_DB_STORAGE_KEY, localStorage));
  window.addEventListener('storage', (event) => {
    if (event.key === MOCK_DB_STORAGE_KEY || event.key === null) reloadDb();
  });
}

/**
 * Starts the page's service worker. The shell calls it once; a remote running standalone
 * calls it on its own origin. Resolves when the worker intercepts requests.
 */
export async function startMockWorker(extra: RequestHandler[] = []) {
  const worker = setupWorker(...extra, ...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

/**
 * Restore the sample data (the user menu's "reset demo data"); reload the page afterwards.
 * The demo accounts stay signed in.
 */
export function resetMockDb(): void {
  resetDb({ keepSessions: true });
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
