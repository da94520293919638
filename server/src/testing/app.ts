import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app';
import type { AppDeps, AppEnv } from '../context';
import type { Dialect } from '../db/dialect';
import { createSeedDb, type SeedData } from '../db/seed';
import { systemClock, type Clock } from '../lib/clock';
import { EventHub } from '../services/events';
import { createMailer, type MailTransport } from '../services/mailer';
import { freshTestDatabase, testDialect, type TestDatabase } from './databases';

/** The demo two-step code tests sign in with. */
export const TEST_TWO_STEP_CODE = '123456';

export interface TestApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  database: TestDatabase;
}

/**
 * A new app over a fresh copy of the seeded database (dispose it after the test). `log`: the
 * app's logger (default: silent, or TEST_LOG_LEVEL); a test of the logs passes one that writes
 * to memory.
 */
export async function freshTestApp(
  dialect: Dialect = testDialect(),
  clock: Clock = systemClock(),
  {
    log,
    mailTransport = null,
  }: {
    log?: Logger;
    /** SMTP stand-in (default: none, the outbox). */ mailTransport?: MailTransport | null;
  } = {},
): Promise<TestApp> {
  const database = await freshTestDatabase(dialect);
  const logger = log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    clock,
    log: logger,
    events: new EventHub({ db: database.db, clock, log: logger }),
    mailer: createMailer({
      db: database.db,
      clock,
      log: logger,
      transport: mailTransport,
      from: 'HostDesk <no-reply@localhost>',
    }),
    demo: { twoStepCode: TEST_TWO_STEP_CODE, resetEnabled: true, seedOptions: {} },
  };
  return { app: createApp(deps), deps, database };
}

let current: TestApp | null = null;

/** Makes `app` the one `call`, `testDb` and the MSW test double use (null after the test). */
export function setCurrentTestApp(app: TestApp | null): void {
  current = app;
}

/** The app of the running test, or null between tests (once one has ended). */
export function runningTestApp(): TestApp | null {
  return current;
}

/** The app of the running test (after `useTestApp()`). */
export function currentTestApp(): TestApp {
  if (!current)
    throw new Error('call useTestApp() (or startMockServer()) at the top of the test file');
  return current;
}

/**
 * For a Vitest file: a fresh seeded database and app before each test (or, with `{ per: 'file' }`,
 * one for the whole file: the probes, whose tests only check answers), on the dialect of the
 * project (SQLite, or PostgreSQL in `server-pg`). `clock` is the test's own: spy on it.
 */
export function useTestApp({ per = 'test' }: { per?: 'test' | 'file' } = {}): void {
  const [before, after] = per === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    current = await freshTestApp();
  });
  after(async () => {
    const finished = current;
    current = null;
    await finished?.deps.mailer.idle();
    await finished?.database.dispose();
  });
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  /** Raw body (for "not JSON" cases). */
  body?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The client's address, as `@hono/node-server` hands it to the app. Default: no socket. */
  address?: string;
}

export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A request to the current test app; returns status, parsed JSON body (null when empty), headers. */
export async function call(path: string, options: CallOptions = {}): Promise<CallResult> {
  const method = options.method ?? 'GET';
  // As the portal's API client does: every write says it is JSON unless the test says otherwise.
  const headers: Record<string, string> = {
    ...(['GET', 'HEAD', 'DELETE'].includes(method) && options.json === undefined
      ? {}
      : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await currentTestApp().app.request(
    `http://localhost${path}`,
    {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    },
    options.address === undefined
      ? undefined
      : { incoming: { socket: { remoteAddress: options.address } } },
  );
  // An event stream never ends: its status and headers are the answer.
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
  if (streaming) await response.body?.cancel();
  const text = streaming ? '' : await response.text();
  const result = { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  // Not enumerable: `expect(await call(...)).toEqual({ status, body })` compares what matters.
  Object.defineProperty(result, 'headers', { value: response.headers, enumerable: false });
  return result as CallResult;
}

/**
 * Sign in a demo account and return its access token; an account with two-step sign-in passes
 * the test code.
 */
export async function signIn(email = 'admin@demo.com', password = email.split('@')[0] ?? '') {
  let answer = await call('/api/auth/login', { method: 'POST', json: { email, password } });
  const { twoStepToken } = (answer.body ?? {}) as { twoStepToken?: string };
  if (answer.status === 201 && twoStepToken)
    answer = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { twoStepToken, code: TEST_TWO_STEP_CODE },
    });
  const { status, body } = answer;
  if (status !== 201 || typeof body !== 'object' || body === null || !('accessToken' in body))
    throw new Error(`sign-in of ${email} failed with ${status}`);
  return String(body.accessToken);
}

/** The current test's database (for setting up a case or checking what was stored). */
export const testDb = () => currentTestApp().deps.db;
/** The current test's clock (spy on `now` / `today`). */
export const testClock = () => currentTestApp().deps.clock;

let seed: SeedData | null = null;
/**
 * The sample data every test database starts from, as objects (the seed's generator, run once):
 * for expectations about the seeded state. What a test changed is read back from `testDb()`.
 */
export function seedData(): SeedData {
  seed ??= createSeedDb();
  return seed;
}
