import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page, type BrowserContext } from '@playwright/test';

export { expect };

const root = path.resolve(import.meta.dirname, '../..');

/** The instant every e2e server's clock starts at: the seeds are dated 2026-11-22/23. */
export const E2E_CLOCK = '2026-11-25T09:00:00.000Z';

/** The portal server of Playwright worker n listens on this port (the shared one on 3000). */
export const workerPort = (parallelIndex: number) => 3010 + parallelIndex;

export interface Portal {
  /** `http://localhost:<port>`: the worker's own server (API and shell, its own database). */
  origin: string;
  /** What the server's clock says now, in ms (TOTP codes are computed from it). */
  now(): Promise<number>;
  /** A fresh copy of the sample data (optionally seeded larger), every session ended. */
  reset(options?: { facturaCount?: number; ticketCount?: number }): Promise<void>;
  /** Stops the server and starts it again on the same database (durability checks). */
  restart(): Promise<void>;
}

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/api/auth/session`);
      if (response.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the portal server at ${origin} did not start`);
}

function startServer(port: number, dataDir: string, settings: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      // Its public origin: the links of the e-mails it writes (a password reset) point at it.
      PORTAL_ORIGIN: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SERVE_REMOTES: '0',
      PORTAL_CLOCK: E2E_CLOCK,
      PORTAL_TEST_CONTROL: '1',
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child };
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * A portal server of a test's own (API and shell, its own database, the shared remotes) with
 * other settings (`SHELL_DIST`, say), on a port that `playwright.config.ts` lets load the remotes.
 */
export async function startPortal(port: number, settings: Record<string, string>) {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-e2e-${port}-`));
  const { child } = startServer(port, dataDir, settings);
  try {
    await waitUntilUp(origin, child);
  } catch (error) {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    async stop() {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The port of Playwright worker n's own extra portal (`startPortal`). */
export const extraPortalPort = (parallelIndex: number) => 3050 + parallelIndex;

/** The port of Playwright worker n's second extra portal, when a test starts two. */
export const secondExtraPortalPort = (parallelIndex: number) => 3070 + parallelIndex;

/**
 * Every test runs against its Playwright worker's own portal server (its own SQLite database,
 * the shared remotes) and starts from a fresh copy of the sample data: tests running side by
 * side never see each other's data.
 */
export const test = base.extend<{ freshData: undefined }, { portal: Portal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const port = workerPort(workerInfo.parallelIndex);
      const origin = `http://localhost:${port}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), `portal-e2e-${port}-`));
      let server = startServer(port, dataDir);
      await waitUntilUp(origin, server.child);
      const portal: Portal = {
        origin,
        async now() {
          const response = await fetch(`${origin}/__test__/clock`);
          const { now } = (await response.json()) as { now: string };
          return Date.parse(now);
        },
        async reset(options = {}) {
          const response = await fetch(`${origin}/__test__/reset`, {
            method: 'POST',
            body: JSON.stringify(options),
          });
          if (response.status !== 204) throw new Error(`reset failed: ${response.status}`);
        },
        async restart() {
          await stopServer(server.child);
          server = startServer(port, dataDir);
          await waitUntilUp(origin, server.child);
        },
      };
      await use(portal);
      await stopServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.origin);
  },
  freshData: [
    async ({ portal }, use) => {
      await portal.reset();
      await use(undefined);
    },
    { auto: true },
  ],
});

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  twoStep: { email: 'twostep@demo.com', password: 'twostep', code: '123456' },
  auditor: { email: 'auditor@demo.com', password: 'auditor' },
  agent: { email: 'agent@demo.com', password: 'agent' },
} as const;

export const REMOTE_ORIGINS = [3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`);

/** Fills the login form and submits it; waits until the app left the login page. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  to?: string,
) {
  await page.goto(
    to ? `/authentication/login?to=${encodeURIComponent(to)}` : '/authentication/login',
  );
  await page.getByLabel(/^email/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
}

export async function signInAsAdmin(page: Page, to?: string) {
  await signIn(page, ACCOUNTS.admin, to);
  await expect(page).not.toHaveURL(/authentication\/login/);
  // Signing in loads the full portal.
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
}

/**
 * Opens the side navigation's Template section (the admin template's demos: access control, forms,
 * charts...), which is collapsed unless the current page is in it, so that its links show.
 */
export async function openTemplateSection(page: Page) {
  const toggle = page
    .getByRole('navigation')
    .getByRole('button', { name: 'Template', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Preferences are cookies prefixed with the app title (spec sections 3 and 9). */
export async function setPreferences(context: BrowserContext, prefs: Record<string, string>) {
  await context.addCookies(
    Object.entries(prefs).map(([key, value]) => ({
      name: `HostDesk-${key}`,
      value,
      domain: 'localhost',
      path: '/',
    })),
  );
}

/** Stops or restarts one remote's server (the shared server on :3000, PORTAL_TEST_CONTROL=1). */
export async function setRemote(page: Page, name: string, state: 'down' | 'up') {
  const response = await page.request.post(
    `http://localhost:3000/__test__/remotes/${name}/${state}`,
  );
  expect(response.status()).toBe(204);
}

/**
 * Waits until no CSS transition or animation runs in the page (a dialog's opening transition, say):
 * the condition a scan or a screenshot needs, instead of a fixed sleep. Infinite animations (a
 * spinner) do not count. Two frames first: Mantine's Transition puts a dialog in the DOM at opacity
 * 0 and starts its fade a frame later, so a check made at once could pass before the fade begins.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return (
          animation.playState !== 'running' || typeof end !== 'number' || !Number.isFinite(end)
        );
      }),
    undefined,
    { timeout: 5_000 },
  );
}
