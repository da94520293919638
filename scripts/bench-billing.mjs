// `npm run bench:billing`: the billing list at 10 000 Facturacion invoices.
//  1. Node: median time of GET /api/billing/facturas (filtered, sorted page) through the MSW
//     handler, and of the pure list function alone (goal: handler <= 20 ms)
//  2. Chromium, built portal: interaction to next paint (INP) of sorting and paging the
//     /Facturacion list at that size (goal: <= 100 ms)
// Figures are printed and written to bench-results/bench-billing.json.
// BENCH_BILLING_SKIP_BROWSER=1 runs only the Node part (no build needed).
import {
  importTs,
  interactionFigures,
  log,
  median,
  mockApiInNode,
  observeInteractions,
  p95,
  round1,
  timeRuns,
  withSignedInChromium,
  writeFigures,
} from './bench-lib.mjs';
import { install } from './lib.mjs';

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 41);
const skipBrowser = process.env.BENCH_BILLING_SKIP_BROWSER === '1';

if (!skipBrowser) await install();

/** The queries timed: each a filtered, sorted page, as the list screen asks for them. */
const QUERIES = [
  'status=overdue&sortBy=total&orderBy=desc&page=1&itemsPerPage=10',
  'q=a&sortBy=customer&orderBy=asc&page=3&itemsPerPage=25',
  'currency=EUR&issuedFrom=2026-01-01&sortBy=issueDate&orderBy=desc&page=2&itemsPerPage=50',
];

async function nodeHandlerFigures() {
  log(`Node: facturas list handler at ${ROWS} rows (${RUNS} runs per query)`);
  const api = await mockApiInNode({ facturaCount: ROWS });
  const { listFacturas } = await importTs('mock-api/src/handlers/facturacion.ts');
  const { facturasQuerySchema } = await importTs('packages/contract/src/schemas/index.ts');
  const { db } = api;
  if (db.facturas.length !== ROWS) throw new Error(`seeded ${db.facturas.length} facturas`);

  const handlerTimes = [];
  const functionTimes = [];
  const today = new Date().toISOString().slice(0, 10);
  for (const query of QUERIES) {
    // The warm-up's first call also runs the overdue sweep once.
    handlerTimes.push(
      ...(await timeRuns(async () => {
        const { status, body } = await api.get(`/api/billing/facturas?${query}`);
        if (status !== 200 || body.totalFacturas === undefined)
          throw new Error(`GET facturas?${query} answered ${status}`);
      }, RUNS)),
    );
    const parsed = facturasQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    functionTimes.push(
      ...(await timeRuns(() => listFacturas(db.facturas, parsed, today), RUNS, 0)),
    );
  }
  api.close();
  return {
    rows: ROWS,
    seedMs: api.seedMs,
    handlerMedianMs: round1(median(handlerTimes)),
    handlerP95Ms: round1(p95(handlerTimes)),
    listFunctionMedianMs: round1(median(functionTimes)),
  };
}

async function browserFigures() {
  return withSignedInChromium(`mockFacturas=${ROWS}`, async (page) => {
    log(`Chromium: INP of sorting and paging /Facturacion at ${ROWS} rows`);
    await page.goto('http://localhost:3000/Facturacion');
    const table = page.getByRole('table').first();
    await table.getByRole('row').nth(1).waitFor();
    const total = await page.evaluate(async () => {
      const response = await fetch('/api/billing/facturas?itemsPerPage=1', {
        credentials: 'include',
      });
      return (await response.json()).totalFacturas;
    });
    if (total !== ROWS) throw new Error(`the portal list holds ${total} facturas, not ${ROWS}`);

    await observeInteractions(page);
    let interactions = 0;
    const headers = ['Total', 'Customer', 'Issue date', 'Balance'];
    for (let round = 0; round < 3; round += 1) {
      for (const name of headers) {
        await table.getByRole('button', { name: new RegExp(`^${name}`, 'i') }).click();
        await page.waitForLoadState('networkidle');
        interactions += 1;
      }
      await page.getByRole('button', { name: /next page/i }).click();
      await page.waitForLoadState('networkidle');
      interactions += 1;
    }
    await page.waitForTimeout(500);
    return interactionFigures(page, interactions);
  });
}

const node = await nodeHandlerFigures();
const chromium = skipBrowser ? null : await browserFigures();
const figures = { ...node, ...(chromium ? { chromium } : {}) };
await writeFigures('bench-billing', figures);
console.log('\n| figure | value | goal |\n|---|---|---|');
console.log(`| seed ${ROWS} facturas | ${node.seedMs} ms | |`);
console.log(
  `| GET /api/billing/facturas, filtered sorted page, ${ROWS} rows (median) | ${node.handlerMedianMs} ms (p95 ${node.handlerP95Ms} ms) | <= 20 ms |`,
);
console.log(`| list function alone (median) | ${node.listFunctionMedianMs} ms | |`);
if (chromium) {
  console.log(
    `| /Facturacion sort and page, INP (worst of ${chromium.interactions}) | ${chromium.inpMs} ms | <= 100 ms |`,
  );
  console.log(
    `| /Facturacion sort and page, median interaction | ${chromium.interactionMedianMs} ms | |`,
  );
}
process.exit(0);
