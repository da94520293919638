/**
 * Lighthouse 12 (desktop preset) on the served portal: the sign-in page as a guest, and the CRM
 * dashboard signed in with a cold cache (Lighthouse clears the HTTP cache, service workers and
 * cache storage; the session cookies stay), each CRM run beside a run of the CRM floor
 * (bench/floor-crm: the same dashboard as a plain React page, served precompressed as the
 * portal is), alternating, so that machines of different speed compare: the goal is the CRM's
 * cold score at least the floor's minus 3, its LCP at most 1.3 times the floor's and its total
 * blocking time at most 1.5 times (medians of the runs).
 *
 * `npm run bench:lighthouse` runs that alone (BENCH_LIGHTHOUSE_ROUNDS, default 3; BENCH_SKIP_BUILD=1
 * when the dist folders are fresh); `npm run bench` runs it among its other figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildFloor } from './bench-floor.mjs';
import { freePort, log, median, requireFreePorts, serveStatic, startPortal } from './bench-lib.mjs';
import { buildAll, ensureChromium, install, root } from './lib.mjs';

const PORT = 9333;
const ORIGIN = 'http://localhost:3000';

/** One Lighthouse run: performance score (0-100) and the metrics behind it. */
async function audit(url) {
  const result = await lighthouse(
    url,
    { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const value = (id) => audits[id]?.numericValue ?? null;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(value('total-blocking-time') ?? 0),
    cls: Math.round((value('cumulative-layout-shift') ?? 0) * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint') ?? 0),
  };
}

/** Median of each figure over `runs`. */
function medians(runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
  };
}

/**
 * The CRM's cold runs against the floor's, by the goals: score ≥ floor − 3, LCP ≤ 1.3 × floor,
 * TBT ≤ 1.5 × floor (TBT of 0 on the floor: the CRM's must be 0 too).
 */
export function crmAgainstFloor(crm, floor) {
  const ratio = (a, b) => (b === 0 ? (a === 0 ? 1 : Infinity) : Math.round((a / b) * 100) / 100);
  const figures = {
    crm: medians(crm),
    floor: medians(floor),
  };
  const lcpRatio = ratio(figures.crm.lcpMs, figures.floor.lcpMs);
  const tbtRatio = ratio(figures.crm.tbtMs, figures.floor.tbtMs);
  return {
    ...figures,
    runs: { crm, floor },
    scoreBehindFloor: figures.floor.score - figures.crm.score,
    lcpRatio,
    tbtRatio,
    goals: {
      score: figures.crm.score >= figures.floor.score - 3,
      lcp: lcpRatio <= 1.3,
      tbt: tbtRatio <= 1.5,
    },
  };
}

/**
 * Runs the audits in a browser of its own (Playwright's persistent context is the browser's
 * default one, so the cookies of the sign-in below reach the tab Lighthouse opens): the sign-in
 * page, then `rounds` times the CRM floor at `floorOrigin` and the CRM dashboard cold, in turn.
 */
export async function runLighthouse({ chromium, executablePath, floorOrigin, rounds = 3 }) {
  await requireFreePorts([PORT], "Lighthouse (Chromium's debugging port)");
  const profile = await mkdtemp(path.join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      `--remote-debugging-port=${PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const login = await audit(`${ORIGIN}/authentication/login`);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${ORIGIN}/authentication/login`);
    await page.getByLabel(/^email/i).fill('admin@demo.com');
    await page.getByLabel(/^password/i).fill('admin');
    await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
    await page.waitForURL('**/dashboards/crm');
    await page.waitForLoadState('networkidle');
    const crmRuns = [];
    const floorRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      floorRuns.push(await audit(`${floorOrigin}/`));
      crmRuns.push(await audit(`${ORIGIN}/dashboards/crm`));
    }
    return { login, crm: crmAgainstFloor(crmRuns, floorRuns) };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** `npm run bench:lighthouse`: the portal and the CRM floor served, the audits, a summary. */
async function main() {
  const rounds = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    await install();
    await buildAll();
  }
  log('Building the CRM floor (bench/floor-crm), precompressed');
  await buildFloor('floor-crm');
  const portal = await startPortal();
  const floorPort = await freePort();
  const floor = await serveStatic({ dir: 'bench/floor-crm', port: floorPort });
  try {
    const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
    log(
      `Lighthouse 12 desktop: the sign-in page, then ${rounds} × (CRM floor, CRM dashboard cold)`,
    );
    const figures = await runLighthouse({
      chromium,
      executablePath: await ensureChromium(),
      floorOrigin: `http://localhost:${floorPort}`,
      rounds,
    });
    const { writeFigures } = await import('./bench-lib.mjs');
    await writeFigures('bench-lighthouse', { at: new Date().toISOString(), ...figures });
    const line = (name, f) => `| ${name} | ${f.score} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} |`;
    console.log('\n| page (median) | score | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|');
    console.log(line('CRM floor', figures.crm.floor));
    console.log(line('CRM dashboard, cold', figures.crm.crm));
    console.log(line('sign-in page', figures.login));
    const { crm } = figures;
    console.log(
      `\nCRM against the floor: score ${crm.crm.score} vs ${crm.floor.score} (goal ≥ floor − 3: ${crm.goals.score ? 'met' : 'not met'}), LCP ${crm.lcpRatio}× (goal ≤ 1.3: ${crm.goals.lcp ? 'met' : 'not met'}), TBT ${crm.tbtRatio}× (goal ≤ 1.5: ${crm.goals.tbt ? 'met' : 'not met'})`,
    );
    console.log(
      `runs, floor then CRM: ${crm.runs.floor.map((f, i) => `${f.score}/${crm.runs.crm[i]?.score}`).join(', ')}`,
    );
  } finally {
    floor.close();
    await portal.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
