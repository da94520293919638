// One part of `npm test`, runnable with plain npm on a machine that has only Node:
//   npm run lint | npm run typecheck | npm run test:unit [-- vitest args] | npm run test:e2e [-- playwright args]
// Installs dependencies first when they are missing (pnpm comes through npx if it is not installed).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './apps.mjs';
import { buildAll, ensureChromium, install, log, pnpm, root } from './lib.mjs';

const [part, ...args] = process.argv.slice(2);
const parts = {
  async lint() {
    log('Lint (ESLint, type-aware) and formatting (Prettier)');
    await pnpm(['exec', 'eslint', '.', '--max-warnings=0', ...args]);
    await pnpm(['exec', 'prettier', '--check', '.', '--log-level=warn']);
  },
  async typecheck() {
    log('Typecheck (tsc, strict)');
    await pnpm(['exec', 'tsc', '-p', 'tsconfig.json', ...args]);
  },
  async unit() {
    log('Unit and integration tests (Vitest)');
    await pnpm(['exec', 'vitest', 'run', ...args]);
  },
  async e2e() {
    const unbuilt = APPS.filter((app) => !existsSync(path.join(root, app.dir, 'dist/index.html')));
    const names = unbuilt.map((app) => app.name);
    if (!existsSync(path.join(root, 'server/dist/main.mjs'))) names.push('server');
    if (names.length > 0) await buildAll(names);
    log('End-to-end tests (Playwright, Chromium)');
    const chromium = await ensureChromium();
    const env = { ...process.env, CHROMIUM_PATH: chromium };
    const playwright = (extra) =>
      pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', ...extra], { env });
    // The solo project measures timings and the outage project stops a remote: never beside the others.
    if (args.some((arg) => arg.startsWith('--project'))) await playwright(args);
    else {
      await playwright(['--project', 'chromium', ...args]);
      await playwright(['--project', 'solo', ...args]);
      await playwright(['--project', 'outage', ...args]);
    }
  },
};

if (!(part in parts)) {
  console.error(`Usage: node scripts/check.mjs ${Object.keys(parts).join('|')} [args]`);
  process.exit(1);
}
if (!existsSync(path.join(root, 'node_modules/.modules.yaml'))) await install();
try {
  await parts[part]();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
