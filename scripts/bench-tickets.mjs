// `npm run bench:tickets`: the helpdesk at 10 000 tickets.
//  1. Node: median time of GET /api/tickets (filtered, sorted pages and view switches) through
//     the MSW handler, of the pure list function alone (goal: handler <= 20 ms), and of
//     GET /api/tickets/:id for a ticket with 50 messages.
//  2. Chromium, built portal (BENCH_TICKETS_BROWSER=1): interaction to next paint (INP) of
//     switching views, sorting and paging /ticket at that size (goal: <= 100 ms).
// Figures are printed and written to bench-results/bench-tickets.json.
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createJiti } from 'jiti';
import { buildAll, ensureChromium, install, log, root } from './lib.mjs';

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 41);
const withBrowser = process.env.BENCH_TICKETS_BROWSER === '1';
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
const round1 = (value) => Math.round(value * 10) / 10;

/** Each a filtered, sorted page as the list screen asks for it. */
const QUERIES = [
  'view=all_open&page=1&itemsPerPage=10',
  'view=sla_risk&sortBy=sla&orderBy=asc&page=1&itemsPerPage=10',
  'view=unassigned&priority=urgent&sortBy=created&orderBy=desc&page=1&itemsPerPage=25',
  'view=solved&category=email&sortBy=priority&orderBy=desc&page=3&itemsPerPage=10',
  'view=all_open&q=dns&page=1&itemsPerPage=10',
];

async function nodeFigures() {
  log(`Node: tickets list handler at ${ROWS} tickets (${RUNS} runs per query)`);
  const jiti = createJiti(import.meta.url);
  const mockApi = await jiti.import(path.join(root, 'mock-api/src/index.ts'));
  const { server } = await jiti.import(path.join(root, 'mock-api/src/node.ts'));
  const { ticketsQuerySchema } = await jiti.import(
    path.join(root, 'packages/contract/src/schemas/index.ts'),
  );

  const seedStart = performance.now();
  mockApi.setSeedOptions({ ticketCount: ROWS });
  const db = mockApi.resetDb();
  const seedMs = performance.now() - seedStart;
  if (db.tickets.length !== ROWS) throw new Error(`seeded ${db.tickets.length} tickets`);
  // One ticket with a 50-message thread for the detail figure.
  const long = db.tickets[ROWS - 1];
  while (long.messages.length < 50) {
    const base = long.messages[long.messages.length % 2];
    long.messages.push({ ...base, id: `bench-${long.messages.length}` });
  }

  globalThis.location = new URL('http://localhost/');
  server.listen({ onUnhandledRequest: 'error' });
  const login = await fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = await login.json();
  const headers = { Authorization: `Bearer ${accessToken}` };

  const perQuery = {};
  const handlerTimes = [];
  const functionTimes = [];
  for (const query of QUERIES) {
    const times = [];
    for (let i = 0; i < 3; i += 1)
      await fetch(`http://localhost/api/tickets?${query}`, { headers });
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const response = await fetch(`http://localhost/api/tickets?${query}`, { headers });
      const body = await response.json();
      times.push(performance.now() - start);
      if (response.status !== 200 || body.totalTickets === undefined) {
        throw new Error(`GET tickets?${query} answered ${response.status}`);
      }
    }
    perQuery[query] = round1(median(times));
    handlerTimes.push(...times);
    const parsed = ticketsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      mockApi.listTickets(db.tickets, parsed, { me: 'a1', now: Date.now() });
      functionTimes.push(performance.now() - start);
    }
  }
  const detailTimes = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const response = await fetch(`http://localhost/api/tickets/${long.id}`, { headers });
    const body = await response.json();
    detailTimes.push(performance.now() - start);
    if (body.messages.length !== 50) throw new Error('the detail lost messages');
  }
  server.close();
  return {
    tickets: ROWS,
    seedMs: Math.round(seedMs),
    listHandlerMedianMs: round1(median(handlerTimes)),
    listHandlerP95Ms: round1(p95(handlerTimes)),
    listFunctionMedianMs: round1(median(functionTimes)),
    listHandlerMedianByQueryMs: perQuery,
    detail50MessagesMedianMs: round1(median(detailTimes)),
  };
}

async function browserFigures() {
  await install();
  await buildAll();
  const { serveAll } = await import('./serve.mjs');
  const servers = await serveAll();
  const require = createRequire(path.join(root, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    log(`Chromium: INP of views, sorting and paging /ticket at ${ROWS} tickets`);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://localhost:3000/authentication/login?mockTickets=${ROWS}`);
    await page.getByLabel(/^email/i).fill('admin@demo.com');
    await page.getByLabel(/^password/i).fill('admin');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL('**/dashboards/crm');
    await page.goto('http://localhost:3000/ticket');
    await page.getByRole('table', { name: 'Tickets' }).getByRole('row').nth(1).waitFor();
    await page.evaluate(() => {
      window.__interactions = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.__interactions.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    });
    const steps = [
      () => page.getByRole('button', { name: /^Unassigned/ }).click(),
      () => page.getByRole('button', { name: /^SLA at risk/ }).click(),
      () => page.getByRole('button', { name: 'Priority' }).click(),
      () => page.getByRole('button', { name: /^All open/ }).click(),
      () => page.getByRole('button', { name: 'SLA', exact: true }).click(),
      () => page.getByRole('button', { name: '2', exact: true }).click(),
    ];
    for (const step of steps) {
      await step();
      await page.waitForTimeout(400);
    }
    const durations = await page.evaluate(() => window.__interactions);
    return {
      interactions: durations.length,
      inpMs: durations.length ? Math.round(Math.max(...durations)) : 0,
      medianInteractionMs: durations.length ? Math.round(median(durations)) : 0,
    };
  } finally {
    await browser.close();
    for (const server of servers.values()) server.close();
  }
}

const results = { date: new Date().toISOString(), node: await nodeFigures() };
if (withBrowser) results.browser = await browserFigures();
console.log(JSON.stringify(results, null, 2));
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(
  path.join(root, 'bench-results/bench-tickets.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
