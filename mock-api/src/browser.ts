import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';
import { handlers } from './handlers';
import { sessionResponseSchema, type SessionResponse } from './schemas/auth';

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
