// `npm test`: every check, in the order a failure is cheapest to find.
// lint, formatting and typecheck side by side -> unit/integration (Vitest; the API suite on SQLite
// and on PostgreSQL when one is reachable) -> production build -> end-to-end (Playwright, Chromium:
// the chromium project, then the solo and outage projects whatever the first one's outcome). A test that passed only on a retry is
// flaky: named in the summary, and the run fails unless e2e/flaky-allowed.json lists it.
import { existsSync } from 'node:fs';
import { readFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildAll, ensureChromium, install, log, pnpm, root } from './lib.mjs';

const results = path.join(root, 'test-results');
await rm(results, { recursive: true, force: true });
await mkdir(results, { recursive: true });
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

await install();

// Chromium (Debian's package, when the machine has none) downloads while the checks run.
const chromium = ensureChromium({ quiet: true });
chromium.catch(() => undefined);

// Each of these uses one core: side by side on two (ESLint alone takes about four minutes).
log('Lint (ESLint, type-aware), formatting (Prettier) and typecheck (tsc, strict), side by side');
const checks = await Promise.allSettled([
  pnpm(['exec', 'eslint', '.', '--max-warnings=0']),
  pnpm(['exec', 'prettier', '--check', '.', '--log-level=warn']).then(() =>
    pnpm(['exec', 'tsc', '-p', 'tsconfig.json']),
  ),
]);
const failedCheck = checks.find((check) => check.status === 'rejected');
if (failedCheck) throw failedCheck.reason;

log('Unit and integration tests (Vitest)');
await pnpm(
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'vitest.json')}`,
  ],
  { env },
);

await buildAll();

// Its own error (how to install one) if there is no Chromium.
const chromiumPath = await chromium;
/** Runs one Playwright project; a failure is counted from its report, not thrown. */
async function e2e(project, report) {
  log(`End-to-end tests (Playwright, Chromium): ${project}`);
  try {
    await pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', '--project', project], {
      env: { ...env, CHROMIUM_PATH: chromiumPath, E2E_REPORT: report },
    });
  } catch {
    // counted below
  }
  const file = path.join(results, report);
  if (!existsSync(file)) throw new Error(`Playwright wrote no report for ${project}`);
  return JSON.parse(await readFile(file, 'utf8'));
}
const reports = [
  await e2e('chromium', 'e2e.json'),
  await e2e('solo', 'e2e-solo.json'),
  await e2e('outage', 'e2e-outage.json'),
];

/** Titles of the tests of a Playwright JSON report whose outcome is `status`. */
function testsWith(report, status) {
  const found = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === status) found.push([...trail, spec.title].filter(Boolean).join(' › '));
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

const allowed = JSON.parse(await readFile(path.join(root, 'e2e/flaky-allowed.json'), 'utf8'));
const today = new Date().toISOString().slice(0, 10);
const isAllowed = (title) =>
  allowed.some((entry) => entry.title === title && entry.until >= today && entry.reason);

const vitest = JSON.parse(await readFile(path.join(results, 'vitest.json'), 'utf8'));
const sum = (key) => reports.reduce((total, report) => total + (report.stats?.[key] ?? 0), 0);
const flaky = reports.flatMap((report) => testsWith(report, 'flaky'));
const failedE2e = reports.flatMap((report) => testsWith(report, 'unexpected'));
const blockingFlaky = flaky.filter((title) => !isAllowed(title));

console.log(
  `\nvitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed; playwright: ${sum('expected')} passed, ${sum('unexpected')} failed, ${sum('flaky')} flaky`,
);
for (const title of failedE2e) console.log(`  failed: ${title}`);
for (const title of flaky)
  console.log(`  flaky${isAllowed(title) ? ' (allowed, e2e/flaky-allowed.json)' : ''}: ${title}`);
const passed = vitest.numPassedTests + sum('expected');
const failed = vitest.numFailedTests + sum('unexpected');
const skipped = vitest.numPendingTests + sum('skipped');
console.log(`${passed} passed, ${failed} failed, ${flaky.length} flaky, ${skipped} skipped`);
if (failed > 0 || blockingFlaky.length > 0) process.exit(1);
