// The harness shared by the list benchmarks (bench-billing, bench-tickets): statistics, the mock
// API in Node behind MSW with a signed-in admin, and a Chromium page signed in at a seed size that
// records every interaction's duration (for INP).
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createJiti } from 'jiti';
import { buildAll, ensureChromium, log, root } from './lib.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
export const round1 = (value) => Math.round(value * 10) / 10;

/** Imports a TypeScript module of the repository (path from the root). */
const jiti = createJiti(import.meta.url);
export const importTs = (file) => jiti.import(path.join(root, file));

/**
 * The mock API in Node, seeded with `seedOptions`, listening through MSW with the admin signed in.
 * `get(url)` answers `{ status, body, ms }`; `close()` stops the server.
 */
export async function mockApiInNode(seedOptions) {
  const mockApi = await importTs('mock-api/src/index.ts');
  const { server } = await importTs('mock-api/src/node.ts');
  const seedStart = performance.now();
  mockApi.setSeedOptions(seedOptions);
  const db = mockApi.resetDb();
  const seedMs = Math.round(performance.now() - seedStart);
  globalThis.location = new URL('http://localhost/');
  server.listen({ onUnhandledRequest: 'error' });
  const login = await fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = await login.json();
  const headers = { Authorization: `Bearer ${accessToken}` };
  const get = async (url) => {
    const start = performance.now();
    const response = await fetch(`http://localhost${url}`, { headers });
    const body = await response.json();
    return { status: response.status, body, ms: performance.now() - start };
  };
  return { mockApi, db, seedMs, get, close: () => server.close() };
}

/** Times `runs` calls of `fn` after `warmup` untimed ones; answers the durations in ms. */
export async function timeRuns(fn, runs, warmup = 3) {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Builds (unless BENCH_SKIP_BUILD=1: the dist folders are fresh) and serves the portal, opens
 * Chromium signed in as the admin with the mock seed query (e.g. `mockTickets=10000`), runs
 * `fn(page)` and closes everything.
 */
export async function withSignedInChromium(seedQuery, fn) {
  if (process.env.BENCH_SKIP_BUILD !== '1') await buildAll();
  const { serveAll } = await import('./serve.mjs');
  const servers = await serveAll();
  const require = createRequire(path.join(root, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInAsAdmin(page, seedQuery);
    return await fn(page);
  } finally {
    await browser.close();
    for (const server of servers.values()) server.close();
  }
}

/** Signs the admin in through the sign-in form (`query`: mock seed options) and waits for the CRM dashboard. */
export async function signInAsAdmin(page, query = '') {
  await page.goto(`http://localhost:3000/authentication/login${query ? `?${query}` : ''}`);
  await page.getByLabel(/^email/i).fill('admin@demo.com');
  await page.getByLabel(/^password/i).fill('admin');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL('**/dashboards/crm');
}

/**
 * The CRM dashboard as a returning user's cold load: signed in (new context), HTTP cache cleared,
 * then `beforeLoad(page)` (to start recording) and the load, until it is interactive: its heading,
 * the Access Control menu entry and an idle network. Answers the page, what `beforeLoad`
 * returned and the milliseconds from the navigation to interactive.
 */
export async function loadCrmDashboardCold(context, beforeLoad) {
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const recorded = beforeLoad(page);
  const start = Date.now();
  await page.goto('http://localhost:3000/dashboards/crm', { waitUntil: 'load' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^access control$/i })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  return { page, recorded, ms: Date.now() - start };
}

/** Starts recording the duration of every interaction (event timing, >= 16 ms) on the page. */
export const observeInteractions = (page) =>
  page.evaluate(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__interactions.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });

/**
 * INP and median of `count` interactions recorded since `observeInteractions`; those under the
 * 16 ms threshold are not reported and count as 16 ms.
 */
export async function interactionFigures(page, count) {
  const durations = await page.evaluate(() => window.__interactions);
  const all = [...durations, ...Array(Math.max(0, count - durations.length)).fill(16)];
  return {
    interactions: count,
    inpMs: all.length ? Math.round(Math.max(...all)) : 0,
    interactionMedianMs: all.length ? Math.round(median(all)) : 0,
  };
}

/** Writes the figures to bench-results/<name>.json. */
export async function writeFigures(name, figures) {
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(root, `bench-results/${name}.json`),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
}

export { log };
