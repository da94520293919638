// `npm run bench:billing`: the billing list at 10 000 Facturacion invoices, in Chromium against the
// built portal served by its server (seeded with SEED_FACTURAS=10000): interaction to next paint
// (INP, Event Timing) of sorting by four columns and paging /Facturacion (goal: <= 100 ms).
// The API's own latency is measured by `npm run bench:server`.
// Figures are printed and written to bench-results/bench-billing.json. BENCH_SKIP_BUILD=1 serves
// the dist folders as they are.
import {
  interactionFigures,
  log,
  observeInteractions,
  withSignedInChromium,
  writeFigures,
} from './bench-lib.mjs';
import { install } from './lib.mjs';

const ROWS = 10_000;

if (process.env.BENCH_SKIP_BUILD !== '1') await install();

const chromium = await withSignedInChromium({ facturaCount: ROWS }, async (page) => {
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

await writeFigures('bench-billing', {
  date: new Date().toISOString(),
  rows: ROWS,
  chromium,
});
console.log('\n| figure | value | goal |\n|---|---|---|');
console.log(
  `| /Facturacion sort and page at ${ROWS} rows, INP (worst of ${chromium.interactions}) | ${chromium.inpMs} ms | <= 100 ms |`,
);
console.log(
  `| /Facturacion sort and page, median interaction | ${chromium.interactionMedianMs} ms | |`,
);
process.exit(0);
