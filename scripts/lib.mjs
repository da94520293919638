// Helpers for the root scripts: they run under plain `npm` on a fresh machine, where pnpm may be missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';

function has(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { stdio: 'ignore' });
  return r.status === 0;
}

/** The pnpm command: the installed one, else pnpm fetched from the npm registry through npx. */
export function pnpmCommand() {
  if (has('pnpm')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function log(step) {
  console.log(`\n\u001b[1m▶ ${step}\u001b[0m`);
}

/** Runs a command, inheriting stdio; rejects with the exit code on failure. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`));
    });
    child.on('error', reject);
  });
}

export async function pnpm(args, options) {
  const [cmd, ...pre] = pnpmCommand();
  await run(cmd, [...pre, ...args], options);
}

export async function install() {
  log('Installing dependencies (pnpm, frozen lockfile)');
  await pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

/**
 * Builds every app of remotes.registry.json (or the named ones), two at a time (two cores), and
 * the API server (a second, when all are built).
 */
export async function buildAll(names = []) {
  const apps = names.length > 0 ? APPS.filter((app) => names.includes(app.name)) : APPS;
  const withServer = names.length === 0 || names.includes('server');
  log(`Building ${[...apps.map((app) => app.name), ...(withServer ? ['server'] : [])].join(', ')}`);
  await pnpm([
    ...apps.flatMap((app) => ['--filter', `./${app.dir}`]),
    ...(withServer ? ['--filter', './server'] : []),
    '--workspace-concurrency=2',
    'run',
    'build',
  ]);
}

/**
 * Chromium for Playwright: Playwright's own, else the system one, else Debian's package when root.
 * `quiet`: apt-get's output goes nowhere (it runs beside other checks).
 */
export async function ensureChromium({ quiet = false } = {}) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  for (const candidate of [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get', ['--version'])) {
    log('Installing Chromium from Debian packages (apt-get install chromium)');
    const stdio = quiet ? 'ignore' : 'inherit';
    await run('apt-get', ['update', '-qq'], { stdio });
    await run(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core'],
      {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio,
      },
    );
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary, then run again.',
  );
}
