// `npm run bench`: performance figures measured in Chromium against the production build.
//  1. gzip bytes of JS and CSS fetched to render /authentication/login (goal: JS <= 150 KB)
//  2. remote entries/manifests fetched before sign-in (goal: 0)
//  3. median ms from a menu click to the first paint of a page whose code was never loaded (goal < 300)
//  4. production build time of all apps
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildAll, ensureChromium, install, log, root } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

await install();
const buildStart = performance.now();
await buildAll();
const buildSeconds = Math.round((performance.now() - buildStart) / 100) / 10;

const { serveAll } = await import('./serve.mjs');
const servers = await serveAll();
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Bytes of every JS/CSS response of a page load, gzip-compressed as a production server would send them. */
async function loginPageBytes() {
  const { context, page } = await newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = response.url();
    try {
      const body = await response.body();
      assets.push({ url, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      /* redirects have no body */
    }
  });
  await page.goto('http://localhost:3000/authentication/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).waitFor();
  const remoteEntries = assets.filter((a) => /:(300[1-5])\//.test(a.url)).length;
  const manifests = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /:300[1-5]\/.*(mf-manifest\.json|remoteEntry\.js)/.test(e.name)).length,
  );
  await context.close();
  const isMock = (a) => /\/mock-api\.[0-9a-f]+\.js$/.test(a.url);
  const sum = (type, key, keep = () => true) =>
    assets.filter((a) => a.type === type && keep(a)).reduce((n, a) => n + a[key], 0);
  return {
    jsGzip: sum('script', 'gzip', (a) => !isMock(a)),
    mockJsGzip: sum('script', 'gzip', isMock),
    jsRaw: sum('script', 'raw'),
    cssGzip: sum('stylesheet', 'gzip'),
    scripts: assets.filter((a) => a.type === 'script').length,
    remoteEntriesBeforeSignIn: remoteEntries + manifests,
  };
}

/** Signs in through the login form, lands on the CRM dashboard, clicks the Access Control menu entry,
 * and measures click -> first paint of that page (its code never loaded before) with its heading. */
async function menuClickToPaint() {
  const { context, page } = await newPage();
  await page.goto('http://localhost:3000/authentication/login');
  await page.getByLabel(/^email/i).fill('admin@demo.com');
  await page.getByLabel(/^password/i).fill('admin');
  await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
  await page.waitForURL('**/dashboards/crm');
  const link = page
    .getByRole('navigation')
    .getByRole('link', { name: /^access control$/i })
    .first();
  await link.waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__paint = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () => {
          const start = performance.now();
          const before = document.querySelector('main h1');
          const check = () => {
            const heading = document.querySelector('main h1');
            if (location.pathname === '/access-control' && heading && heading !== before) {
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
  });
  await link.click();
  const ms = await page.evaluate(() => window.__paint);
  await context.close();
  return ms;
}

log('Login page weight');
const login = await loginPageBytes();
log(`Menu click -> first paint of a never-loaded page (${RUNS} runs)`);
const paints = [];
for (let i = 0; i < RUNS; i += 1) paints.push(await menuClickToPaint());

await browser.close();
for (const server of servers.values()) server.close();

const figures = {
  loginJsGzipKB: kb(login.jsGzip),
  loginJsRawKB: kb(login.jsRaw),
  loginMockApiJsGzipKB: kb(login.mockJsGzip),
  loginCssGzipKB: kb(login.cssGzip),
  loginScriptCount: login.scripts,
  remoteEntriesBeforeSignIn: login.remoteEntriesBeforeSignIn,
  menuClickToPaintMedianMs: Math.round(median(paints)),
  menuClickToPaintRunsMs: paints.map(Math.round),
  buildAllSeconds: buildSeconds,
};
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/bench.json'), JSON.stringify(figures, null, 2));
console.log('\n| figure | value | goal |\n|---|---|---|');
console.log(
  `| JS fetched for /authentication/login (gzip), portal | ${figures.loginJsGzipKB} KB | <= 150 KB |`,
);
console.log(
  `| JS fetched for /authentication/login (gzip), mock API chunk | ${figures.loginMockApiJsGzipKB} KB | |`,
);
console.log(`| CSS fetched for /authentication/login (gzip) | ${figures.loginCssGzipKB} KB | |`);
console.log(`| remote entries fetched before sign-in | ${figures.remoteEntriesBeforeSignIn} | 0 |`);
console.log(
  `| menu click -> first paint, never-loaded page (median of ${RUNS}) | ${figures.menuClickToPaintMedianMs} ms | < 300 ms |`,
);
console.log(`| production build, all apps | ${figures.buildAllSeconds} s | |`);
process.exit(0);
