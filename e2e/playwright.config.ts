import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Playwright's own Chromium when installed, else the system one found by scripts/lib.mjs. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c): c is string => c !== undefined && existsSync(c));
}

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/e2e.json') }]],
  use: {
    baseURL: 'http://localhost:3000',
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
    { name: 'chromium', grepInvert: /@outage/, use: { ...devices['Desktop Chrome'] } },
    // Stops a remote's server: runs alone, after everything else.
    {
      name: 'outage',
      grep: /@outage/,
      dependencies: ['chromium'],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: root,
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: !process.env.CI,
    env: { PORTAL_TEST_CONTROL: '1' },
    timeout: 60_000,
  },
});
