// The harness shared by the benchmarks: statistics, the built portal server started on a fresh
// database of a given size, a static server for the floor fixtures, the API signed in over HTTP,
// and a Chromium page signed in that records every interaction's duration (for INP).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll, ensureChromium, log, root, run } from './lib.mjs';

// Stopped (Ctrl-C, kill): exit, so that the `exit` handlers stop the servers a bench started.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
export const round1 = (value) => Math.round(value * 10) / 10;

/** A port nothing listens on now, on 127.0.0.1 (the server takes it a moment later). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Whether `port` can be listened on (nothing else holds it, on any address). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The shell's and the remotes' fixed ports (remotes.registry.json): the built apps name them. */
export function portalPorts() {
  const registry = JSON.parse(readFileSync(path.join(root, 'remotes.registry.json'), 'utf8'));
  return [registry.shell.port, ...Object.values(registry.remotes).map((remote) => remote.port)];
}

/**
 * Stops the bench with one line when one of `ports` is taken: it would measure whatever
 * answers there (a demo portal left running once gave 1 077 answers 404 and "0 writes stored").
 */
export async function requireFreePorts(ports, what = 'the bench') {
  for (const port of ports)
    if (!(await portIsFree(port))) {
      console.error(
        `${what} needs port ${port}, and something already listens there: stop it first (\`ss -ltnp 'sport = :${port}'\` names it).`,
      );
      process.exit(2);
    }
}

/** The header every answer of a server started here carries (PORTAL_INSTANCE): its nonce. */
export const INSTANCE_HEADER = 'x-portal-instance';

/**
 * Starts the built portal server (`server/dist/main.mjs`) over a fresh database seeded with
 * `seed` (SEED_* options): SQLite in a temporary folder, or PostgreSQL at `databaseUrl` (emptied
 * first). On a free port unless `port` is given (or the remotes are served: the browser benches
 * need the shell on :3000 and the remotes on their ports, as the built apps name them): a port
 * that is taken stops the bench with one line. The server gets a nonce of this run
 * (PORTAL_INSTANCE), and what answers must send it back (`instance`) before anything is
 * measured. Answers its origin, pid, start-up time and `stop()`.
 */
export async function startPortal({
  seed = {},
  port,
  databaseUrl,
  serveRemotes = true,
  // false: another process already reset and seeded DATABASE_URL (two servers on one database).
  resetDatabase = true,
  // Server processes behind the port (SERVER_PROCESSES, node's cluster).
  processes = 1,
  // More of the server's settings (DATABASE_POOL_SIZE, …).
  env: extraEnv = {},
} = {}) {
  const fixed = port ?? (serveRemotes ? portalPorts()[0] : null);
  if (fixed !== null)
    await requireFreePorts(serveRemotes ? [fixed, ...portalPorts().slice(1)] : [fixed]);
  const listenPort = fixed ?? (await freePort());
  const instance = `bench-${randomUUID()}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const env = {
    ...process.env,
    PORT: String(listenPort),
    DATA_DIR: dataDir,
    SERVE_REMOTES: serveRemotes ? '1' : '0',
    LOG_LEVEL: 'warn',
    // The sample data and the demo accounts the benches sign in with, as `npm start` has them,
    // even when this process ran an Rsbuild build (the floor fixtures), which sets
    // NODE_ENV=production (and so turns the demo off by default).
    DEMO: '1',
    SERVER_PROCESSES: String(processes),
    PORTAL_INSTANCE: instance,
    ...(seed.facturaCount === undefined ? {} : { SEED_FACTURAS: String(seed.facturaCount) }),
    ...(seed.ticketCount === undefined ? {} : { SEED_TICKETS: String(seed.ticketCount) }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  if (databaseUrl && resetDatabase) await run('node', ['scripts/db.mjs', 'reset'], { env });
  const launch = async () => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'server/dist/main.mjs')], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // A bench that fails leaves no server holding the ports.
    const killOnExit = () => child.kill();
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    const origin = `http://localhost:${listenPort}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the portal server exited (${child.exitCode})`);
      let answer = null;
      try {
        answer = await fetch(`${origin}/readyz`);
      } catch {
        // not listening yet
      }
      if (answer?.status === 200) {
        if (answer.headers.get(INSTANCE_HEADER) !== instance) {
          child.kill();
          throw new Error(
            `port ${listenPort} answers, but not as the server this bench started (no nonce): something else listens there`,
          );
        }
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { child, origin, startMs: Math.round(performance.now() - started) };
  };
  let server = await launch();
  const stopChild = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return {
    /** The SQLite file's folder (DATA_DIR). */
    dataDir,
    /** This run's nonce: every answer of this server carries it in `X-Portal-Instance`. */
    instance,
    get origin() {
      return server.origin;
    },
    get pid() {
      return server.child.pid;
    },
    /** Milliseconds from spawning the process to its first answer (seeding included the first time). */
    get startMs() {
      return server.startMs;
    },
    /** Stops and starts it again on the same database: the start-up time of an existing database. */
    async restart() {
      await stopChild(server.child);
      server = await launch();
    },
    /** Resident memory of the server process (and its workers), in MB (Linux). */
    rssMb: () => rssOf(server.child.pid),
    async stop() {
      await stopChild(server.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

async function fileAt(file) {
  try {
    const found = await stat(file);
    return found.isFile() ? { file, size: found.size } : null;
  } catch {
    return null;
  }
}

/**
 * Serves `<dir>/dist` (a floor fixture's build) on `port` as the portal server serves a build:
 * index.html for unknown paths without an extension, and the precompressed `.br` / `.gz` sibling
 * the client accepts, with Content-Encoding, so transferred bytes compare fairly. Answers the
 * `http.Server` (`close()` it).
 */
export async function serveStatic({ dir, port }) {
  // Listening on every address: once it listens, what answers on the port is this server.
  await requireFreePorts([port], `serving ${dir}`);
  const dist = path.join(root, dir, 'dist');
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let wanted = null;
    try {
      wanted = path.join(dist, path.normalize(decodeURIComponent(pathname)));
    } catch {
      // a malformed escape: not found
    }
    let found = wanted?.startsWith(dist + path.sep) ? await fileAt(wanted) : null;
    if (!found && !path.extname(pathname)) found = await fileAt(path.join(dist, 'index.html'));
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // The codings accepted (q > 0), brotli first, as the server negotiates them.
    const accepted = new Set(
      String(req.headers['accept-encoding'] ?? '')
        .split(',')
        .map((part) => part.trim().split(';'))
        .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
        .map(([coding]) => coding.toLowerCase()),
    );
    let body = { ...found, encoding: null };
    for (const [coding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const sibling = accepted.has(coding) ? await fileAt(found.file + ext) : null;
      if (sibling) {
        body = { ...sibling, encoding: coding };
        break;
      }
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(found.file)] ?? 'application/octet-stream',
      'Content-Length': body.size,
      'Cache-Control': /\.[0-9a-f]{8,}\./.test(path.basename(found.file))
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(body.encoding ? { 'Content-Encoding': body.encoding } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(body.file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/**
 * The admin signed in over HTTP: `get(url)` and `send(method, url, body)` answer
 * `{ status, body, ms }` (client-side timing). With `instance` (a server `startPortal` started),
 * an answer without its nonce stops the bench: something else answered.
 */
export async function signedInApi(origin, { instance } = {}) {
  const checked = (response) => {
    if (instance !== undefined && response.headers.get(INSTANCE_HEADER) !== instance)
      throw new Error(`${origin} answered without the nonce of the server this bench started`);
    return response;
  };
  const login = checked(
    await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    }),
  );
  if (login.status !== 201) throw new Error(`the admin's sign-in answered ${login.status}`);
  const { accessToken } = await login.json();
  const headers = { Authorization: `Bearer ${accessToken}` };
  const send = async (method, url, json) => {
    const start = performance.now();
    const response = checked(
      await fetch(`${origin}${url}`, {
        method,
        headers: json === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      }),
    );
    const text = await response.text();
    const body = text === '' ? null : JSON.parse(text);
    return { status: response.status, body, ms: performance.now() - start };
  };
  return { get: (url) => send('GET', url), send, token: accessToken };
}

/** Times `runs` calls of `fn` after `warmup` untimed ones; answers the durations in ms. */
export async function timeRuns(fn, runs, warmup = 3) {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Builds (unless BENCH_SKIP_BUILD=1: the dist folders are fresh) and serves the portal seeded with
 * `seed` (e.g. `{ ticketCount: 10000 }`), opens Chromium signed in as the admin, runs
 * `fn(page, portal)` (`portal` as `startPortal` answers it) and closes everything.
 */
export async function withSignedInChromium(seed, fn) {
  if (process.env.BENCH_SKIP_BUILD !== '1') await buildAll();
  const portal = await startPortal({ seed });
  const require = createRequire(path.join(root, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInAsAdmin(page);
    return await fn(page, portal);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

/** Signs the admin in through the sign-in form and waits for the CRM dashboard. */
export async function signInAsAdmin(page) {
  await page.goto('http://localhost:3000/authentication/login');
  await page.getByLabel(/^email/i).fill('admin@demo.com');
  await page.getByLabel(/^password/i).fill('admin');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL('**/dashboards/crm');
}

/**
 * The CRM dashboard as a returning user's cold load: signed in (new context), HTTP cache cleared,
 * then `beforeLoad(page)` (to start recording) and the load, until it is interactive: its heading,
 * the Access Control menu entry and an idle network. Answers the page, what `beforeLoad`
 * returned and the milliseconds from the navigation to interactive.
 */
export async function loadCrmDashboardCold(context, beforeLoad) {
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const recorded = beforeLoad(page);
  const start = Date.now();
  await page.goto('http://localhost:3000/dashboards/crm', { waitUntil: 'load' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  // The menu is whole once an ability-gated entry of apps-demo shows (Access Control, used
  // before, is now in the collapsed Template section).
  await page
    .getByRole('navigation')
    .getByText('Roles & Permissions', { exact: true })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  return { page, recorded, ms: Date.now() - start };
}

/**
 * Counts what React renders on the pages of `context`: commits, and components rendered in them
 * (mounted, or with new props or state; a context-only render is not seen), through the hook React
 * DevTools uses. Read with `reactRenders(page)`.
 */
export const countReactRenders = (context) =>
  context.addInitScript(() => {
    const last = new WeakMap();
    const counts = { commits: 0, components: 0 };
    const visit = (first) => {
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const seen = last.get(fiber) ?? (fiber.alternate && last.get(fiber.alternate));
        const component = typeof fiber.type === 'function' || typeof fiber.type === 'object';
        if (
          component &&
          fiber.type !== null &&
          (!seen || seen.props !== fiber.memoizedProps || seen.state !== fiber.memoizedState)
        )
          counts.components += 1;
        const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
        last.set(fiber, now);
        if (fiber.alternate) last.set(fiber.alternate, now);
        visit(fiber.child);
      }
    };
    window.__reactRenders = counts;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id, root) {
        counts.commits += 1;
        visit(root.current.child);
      },
    };
  });

/** Commits and components React rendered on `page` since it loaded (see `countReactRenders`). */
export const reactRenders = (page) => page.evaluate(() => ({ ...window.__reactRenders }));

/** Starts recording the duration of every interaction (event timing, >= 16 ms) on the page. */
export const observeInteractions = (page) =>
  page.evaluate(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__interactions.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });

/**
 * INP and median of `count` interactions recorded since `observeInteractions`; those under the
 * 16 ms threshold are not reported and count as 16 ms.
 */
export async function interactionFigures(page, count) {
  const durations = await page.evaluate(() => window.__interactions);
  const all = [...durations, ...Array(Math.max(0, count - durations.length)).fill(16)];
  return {
    interactions: count,
    inpMs: all.length ? Math.round(Math.max(...all)) : 0,
    interactionMedianMs: all.length ? Math.round(median(all)) : 0,
  };
}

/** Writes the figures to bench-results/<name>.json. */
export async function writeFigures(name, figures) {
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(root, `bench-results/${name}.json`),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
}

export { log };

/**
 * Drops and creates the PostgreSQL database of `databaseUrl` (the benches' own); false when no
 * PostgreSQL answers (the bench then measures SQLite only).
 */
export async function createPgDatabase(databaseUrl) {
  const pg = createRequire(path.join(root, 'server/package.json'))('pg');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  return true;
}

/** Resident memory of a process, in MB (Linux); null without a pid. */
/** The child processes of `pid` (a cluster's primary: its workers; SERVER_PROCESSES). */
async function childPids(pid) {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.split(/\s+/).filter(Boolean).map(Number);
}

/**
 * CPU time (user + system, ms) the process `pid` and its children (a cluster's workers) used so
 * far (Linux `/proc`, in clock ticks of 10 ms).
 */
export async function cpuMsOf(pid) {
  if (!pid) return 0;
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const own = (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
  const theirs = await Promise.all(
    (await childPids(pid)).map((child) => cpuMsOf(child).catch(() => 0)),
  );
  return own + theirs.reduce((sum, ms) => sum + ms, 0);
}

export async function rssOf(pid) {
  if (!pid) return null;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const theirs = await Promise.all(
    (await childPids(pid)).map((child) => rssOf(child).catch(() => 0)),
  );
  return Math.round(own + theirs.reduce((sum, mb) => sum + mb, 0));
}

/** Signs a demo account in (its password is its e-mail's name); answers the access token. */
export async function signIn(origin, email) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: email.split('@')[0] }),
  });
  if (response.status !== 201) throw new Error(`sign-in of ${email}: ${response.status}`);
  return (await response.json()).accessToken;
}

/** One stream: calls `onEvent(kind, data, at)` for each event; resolves once `ready` came. */
export async function openStream(origin, token, onEvent, signal) {
  const response = await fetch(`${origin}/api/events`, {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready;
  const opened = new Promise((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const kind = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (kind === 'ready') ready();
          else if (kind) onEvent(kind, data, performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await opened;
}
