import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Playwright's own Chromium when installed, else the system one found by scripts/lib.mjs. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c): c is string => c !== undefined && existsSync(c));
}

const root = path.resolve(import.meta.dirname, '..');
const WORKERS = 2;
/**
 * Each worker's portal server (tests/fixtures.ts: `workerPort`, and `extraPortalPort` and
 * `secondExtraPortalPort` for a test's own) and the shared one may load the remotes.
 */
const shellOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'].concat(
  Array.from({ length: WORKERS }, (_, index) => [
    `http://localhost:${3010 + index}`,
    `http://localhost:${3050 + index}`,
    `http://localhost:${3070 + index}`,
  ]).flat(),
);

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts',
  fullyParallel: true,
  workers: WORKERS,
  forbidOnly: !!process.env.CI,
  // A test that passes only on its retry is reported as flaky by name and fails `npm test`
  // (scripts/test.mjs), unless e2e/flaky-allowed.json lists it with a date and a reason.
  retries: process.env.CI ? 1 : 0,
  // On CI a margin for a machine busier than a developer's (two browsers and three servers on
  // two cores: a journey of six page loads took 55 s there).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: path.join(root, 'test-results', process.env.E2E_REPORT ?? 'e2e.json'),
      },
    ],
  ],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', grepInvert: /@outage|@solo/, use: { ...devices['Desktop Chrome'] } },
    // Measures how soon one browser sees another's change (seconds): run alone, one test at a
    // time, so that the other worker's journey does not take the time being measured.
    {
      name: 'solo',
      grep: /@solo/,
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    // Stops a remote's server: run on its own (`npm test` runs it after the chromium project,
    // whatever that one's outcome), never beside tests that need every remote.
    {
      name: 'outage',
      grep: /@outage/,
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // The remotes' static servers (and a portal on :3000 for the outage switch). Each worker starts
  // its own portal server on its own database (tests/fixtures.ts). Never a server that was already
  // running: it could be a stale build.
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: root,
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: false,
    env: {
      PORTAL_TEST_CONTROL: '1',
      PORTAL_ALLOWED_ORIGINS: shellOrigins.join(','),
      DATA_DIR: path.join(root, 'test-results', 'e2e-shared-data'),
      LOG_LEVEL: 'warn',
    },
    timeout: 60_000,
  },
});
