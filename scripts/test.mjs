// `npm test`: every check, in the order a failure is cheapest to find.
// lint -> typecheck -> unit/integration (Vitest) -> production build -> end-to-end (Playwright, Chromium).
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildAll, ensureChromium, install, log, pnpm, root } from './lib.mjs';

const results = path.join(root, 'test-results');
await mkdir(results, { recursive: true });

await install();

log('Lint (ESLint, type-aware) and formatting (Prettier)');
await pnpm(['exec', 'eslint', '.', '--max-warnings=0']);
await pnpm(['exec', 'prettier', '--check', '.', '--log-level=warn']);

log('Typecheck (tsc, strict)');
await pnpm(['exec', 'tsc', '-p', 'tsconfig.json']);

log('Unit and integration tests (Vitest)');
await pnpm([
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'vitest.json')}`,
]);

await buildAll();

log('End-to-end tests (Playwright, Chromium)');
const chromium = await ensureChromium();
await pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test'], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});

const vitest = JSON.parse(await readFile(path.join(results, 'vitest.json'), 'utf8'));
const e2e = JSON.parse(await readFile(path.join(results, 'e2e.json'), 'utf8'));
const passed = vitest.numPassedTests + (e2e.stats?.expected ?? 0);
const failed = vitest.numFailedTests + (e2e.stats?.unexpected ?? 0);
const skipped = vitest.numPendingTests + (e2e.stats?.skipped ?? 0);
console.log(
  `\nvitest: ${vitest.numPassedTests} passed; playwright: ${e2e.stats?.expected ?? 0} passed`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
