import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  currentTestApp,
  insertTestRecoveryCodes,
  totpCode,
  updateTestProfile,
  freshTestApp,
  insertTestSession,
  resetTokenFromOutbox,
  seedData,
  setCurrentTestApp,
  signIn,
  storedInvoice,
  testClock,
  testDb,
  TEST_TWO_STEP_CODE,
} from '@portal/server/testing';
import { randomBytes } from 'node:crypto';
import { testCookieJar, type TestSession } from '../cookie-jar';
import { server } from '../node';

export { testCookieJar, type TestSession };

export {
  insertTestRecoveryCodes,
  insertTestSession,
  resetTokenFromOutbox,
  seedData,
  signIn,
  storedInvoice,
  testClock,
  testDb,
  totpCode,
  updateTestProfile,
  TEST_TWO_STEP_CODE,
};

/** Origin of test requests: the DOM's (happy-dom projects) or http://localhost in Node. */
export const BASE_URL = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/**
 * For a Vitest file: MSW answering `/api/...` with the server app (unhandled requests are
 * errors) over a fresh copy of the seeded database before each test. Returns the server for
 * `server.use(...)` overrides.
 */
export function startMockServer() {
  let testApp: Awaited<ReturnType<typeof freshTestApp>> | null = null;
  beforeAll(() => {
    // Handlers use relative paths (as in the browser); in Node MSW resolves them against location.
    if (typeof location === 'undefined') vi.stubGlobal('location', new URL(`${BASE_URL}/`));
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    testCookieJar.clear();
    testApp = await freshTestApp();
    setCurrentTestApp(testApp);
  });
  afterEach(async () => {
    server.resetHandlers();
    testCookieJar.clear();
    setCurrentTestApp(null);
    await testApp?.database.dispose();
    testApp = null;
  });
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

/** A real fetch through MSW; returns status and parsed JSON body (null when empty). */
export async function call(path: string, options: CallOptions = {}) {
  const method = options.method ?? 'GET';
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

/**
 * A live session of a demo account in the current test database, as the portal keeps it after
 * signing in (page tests render with it).
 */
export async function sessionFor(email = 'admin@demo.com'): Promise<TestSession> {
  const account = seedData().accounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  const accessToken = randomBytes(32).toString('hex');
  await insertTestSession(currentTestApp().deps.db, account.id, accessToken);
  return {
    accessToken,
    userData: {
      id: account.id,
      fullName: account.fullName,
      username: account.username,
      avatar: account.avatar,
      email: account.email,
      role: account.role,
    },
    userAbilityRules: account.abilityRules.map((rule) => ({ ...rule })),
  };
}
