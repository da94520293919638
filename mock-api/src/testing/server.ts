import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '../db/store';
import { server } from '../node';

/** Origin of test requests: the DOM's (happy-dom projects) or http://localhost in Node. */
export const BASE_URL = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/**
 * For a vitest file: MSW server answering the mock API (unhandled requests are errors) and a
 * fresh database before each test. Returns the server for `server.use(...)` overrides.
 */
export function useMockServer() {
  beforeAll(() => {
    // Handlers use relative paths (as in the browser); in Node MSW resolves them against location.
    if (typeof location === 'undefined') vi.stubGlobal('location', new URL(`${BASE_URL}/`));
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    resetDb();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });
  return server;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  /** Raw body (for "not JSON" cases). */
  body?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** A real fetch against the mock API; returns status and parsed JSON body (null when empty). */
export async function call(path: string, options: CallOptions = {}) {
  const method = options.method ?? 'GET';
  // As the portal's API client does: every write says it is JSON unless the test says otherwise.
  const headers: Record<string, string> = {
    ...(['GET', 'HEAD', 'DELETE'].includes(method) && options.json === undefined
      ? {}
      : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Sign in a demo account and return its access token. */
export async function signIn(email = 'admin@demo.com', password = email.split('@')[0] ?? '') {
  const { status, body } = await call('/api/auth/login', {
    method: 'POST',
    json: { email, password },
  });
  if (status !== 201 || typeof body !== 'object' || body === null || !('accessToken' in body)) {
    throw new Error(`sign-in of ${email} failed with ${status}`);
  }
  return String(body.accessToken);
}
