// `npm run bench:server`: the API server at scale, on SQLite and on PostgreSQL (when one answers).
// 100 000 Facturacion invoices and 100 000 tickets are seeded (SEED_FACTURAS / SEED_TICKETS), then
// over HTTP on localhost (PostgreSQL after VACUUM ANALYZE, as autovacuum leaves it; not with
// BENCH_PG_NO_VACUUM=1): p50 / p95 of filtered, sorted list pages and of details; the server's
// start-up on the existing database; its memory; and in Chromium the signed-in load of
// /Facturacion to its first row. Results: bench-results/bench-server.json.
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  createPgDatabase,
  log,
  median,
  p95,
  round1,
  signInAsAdmin,
  signedInApi,
  startPortal,
  timeRuns,
  writeFigures,
} from './bench-lib.mjs';
import { loadAverage } from './bench-mix.mjs';
import { buildAll, ensureChromium, install, root } from './lib.mjs';

// pg is the server's dependency.
const pg = createRequire(path.join(root, 'server/package.json'))('pg');

const ROWS = Number(process.env.BENCH_SERVER_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';

/** List pages as the screens ask for them (filters, sorts, pages, search) and details. */
const LISTS = {
  'facturas: overdue, by total desc':
    '/api/billing/facturas?status=overdue&sortBy=total&orderBy=desc',
  'facturas: search "a", by customer, page 3 of 25':
    '/api/billing/facturas?q=a&sortBy=customer&orderBy=asc&page=3&itemsPerPage=25',
  'facturas: EUR issued since Jan, by date, page 2 of 50':
    '/api/billing/facturas?currency=EUR&issuedFrom=2026-01-01&sortBy=issueDate&orderBy=desc&page=2&itemsPerPage=50',
  'facturas: due for a billing note': '/api/billing/facturas?due=1&customerId=3',
  'tickets: default view': '/api/tickets',
  'tickets: open, urgent first, page 5':
    '/api/tickets?status=open&sortBy=priority&orderBy=desc&page=5',
  'tickets: unassigned by SLA': '/api/tickets?view=unassigned&sortBy=sla',
  'tickets: search "dns"': '/api/tickets?q=dns',
};

async function measure(dialect) {
  log(`${dialect}: seeding ${ROWS} invoices and ${ROWS} tickets`);
  const seedStarted = performance.now();
  const portal = await startPortal({
    seed: { facturaCount: ROWS, ticketCount: ROWS },
    // The browser's reload needs the shell on :3000 and the remotes on their ports; the API's
    // figures alone take a free port.
    serveRemotes: process.env.BENCH_SKIP_BROWSER !== '1',
    ...(dialect === 'postgres' ? { databaseUrl: PG_URL } : {}),
  });
  const seedS = round1((performance.now() - seedStarted) / 1000);
  try {
    // PostgreSQL: what autovacuum does some minutes after a bulk load (visibility map for
    // index-only scans, statistics of every table); measured right after the seed, the same
    // lists take several times longer (BENCH_PG_NO_VACUUM=1 measures that state).
    if (dialect === 'postgres' && process.env.BENCH_PG_NO_VACUUM !== '1') {
      log('postgres: VACUUM ANALYZE');
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query('vacuum analyze');
      await client.end();
    }
    // Measured on a server started over the seeded database (the one that seeded still holds the
    // generated sample data's garbage): its start-up time, then the figures, then its memory.
    await portal.restart();
    const restartMs = portal.startMs;
    const loadAverageAtStart = await loadAverage();
    const api = await signedInApi(portal.origin, { instance: portal.instance });
    const lists = {};
    for (const [name, url] of Object.entries(LISTS)) {
      const times = await timeRuns(async () => {
        const { status } = await api.get(url);
        if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
      }, RUNS);
      lists[name] = { p50: round1(median(times)), p95: round1(p95(times)) };
    }
    const details = {};
    for (const [name, base, max] of [
      ['factura detail', '/api/billing/facturas/', ROWS],
      ['ticket detail', '/api/tickets/', ROWS],
    ]) {
      let n = 0;
      const times = await timeRuns(async () => {
        n += 7919;
        const { status } = await api.get(`${base}${(n % max) + 1}`);
        if (status !== 200) throw new Error(`GET ${base}… answered ${status}`);
      }, RUNS);
      details[name] = { p50: round1(median(times)), p95: round1(p95(times)) };
    }
    const rssMb = await portal.rssMb();

    let facturacionLoadMs = null;
    if (process.env.BENCH_SKIP_BROWSER !== '1') {
      const require = createRequire(path.join(root, 'e2e/package.json'));
      const { chromium } = require('@playwright/test');
      const browser = await chromium.launch({
        executablePath: await ensureChromium(),
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      const page = await (
        await browser.newContext({ viewport: { width: 1440, height: 900 } })
      ).newPage();
      await signInAsAdmin(page);
      // The page notes, from its navigation start, the first animation frame that shows a row
      // of the list (not when the test runner, polling, got to see it).
      await page.addInitScript(() => {
        const look = () => {
          if (document.querySelector('main table tbody tr')?.textContent?.trim())
            window.firstRowMs = performance.now();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto(`${portal.origin}/Facturacion`);
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      const loads = [];
      for (let i = 0; i < 7; i += 1) {
        await page.reload();
        await page.waitForFunction(() => window.firstRowMs !== undefined);
        loads.push(Math.round(await page.evaluate(() => window.firstRowMs)));
      }
      facturacionLoadMs = median(loads);
      await browser.close();
    }
    const worstListP95 = Math.max(...Object.values(lists).map((figure) => figure.p95));
    return {
      seedS,
      lists,
      details,
      worstListP95,
      rssMb,
      restartMs,
      facturacionLoadMs,
      loadAverageAtStart,
    };
  } finally {
    await portal.stop();
  }
}

await install();
if (process.env.BENCH_SKIP_BUILD !== '1') await buildAll();
const figures = {
  rows: ROWS,
  runs: RUNS,
  at: new Date().toISOString(),
  postgresVacuumAnalyze: process.env.BENCH_PG_NO_VACUUM !== '1',
};
// BENCH_SERVER_DIALECTS=postgres measures one of them.
const dialects = (process.env.BENCH_SERVER_DIALECTS ?? 'sqlite,postgres').split(',');
if (dialects.includes('sqlite')) figures.sqlite = await measure('sqlite');
if (!dialects.includes('postgres')) log('PostgreSQL not asked for');
else if (await createPgDatabase(PG_URL)) figures.postgres = await measure('postgres');
else log('PostgreSQL not reachable: measured SQLite only');
await writeFigures('bench-server', figures);

console.log('\n| figure | SQLite | PostgreSQL | goal |\n| --- | --- | --- | --- |');
const both = (pick) =>
  `${figures.sqlite ? pick(figures.sqlite) : 'n/a'} | ${figures.postgres ? pick(figures.postgres) : 'n/a'}`;
for (const name of Object.keys(LISTS))
  console.log(
    `| ${name} (p50 / p95 ms) | ${both((f) => `${f.lists[name].p50} / ${f.lists[name].p95}`)} | p95 ≤ 20 |`,
  );
for (const name of ['factura detail', 'ticket detail'])
  console.log(
    `| ${name} (p50 / p95 ms) | ${both((f) => `${f.details[name].p50} / ${f.details[name].p95}`)} | |`,
  );
console.log(`| seed ${ROWS} + ${ROWS} (s) | ${both((f) => f.seedS)} | |`);
console.log(`| load average when the runs began | ${both((f) => f.loadAverageAtStart)} | |`);
console.log(`| start on the existing database (ms) | ${both((f) => f.restartMs)} | ≤ 2000 |`);
console.log(
  `| server memory after the runs (MB RSS, a server started on the seeded database) | ${both((f) => f.rssMb)} | |`,
);
console.log(
  `| signed-in reload of /Facturacion to first row (ms, median of 7) | ${both((f) => f.facturacionLoadMs)} | ≤ 1000 |`,
);
