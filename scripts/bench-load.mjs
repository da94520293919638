// `npm run bench:load`: the API under load, on SQLite and on PostgreSQL (when one answers), with
// 100 000 Facturacion invoices and 100 000 tickets (BENCH_LOAD_ROWS). A mixed staff workload at 50
// concurrent connections (autocannon, BENCH_LOAD_SECONDS each): list pages with filters and sorts,
// details, searches, and 10 % writes (a staff note on an open ticket). After it, BENCH_LOAD_STREAMS
// (default 200) live event streams open at once: their memory, and one change that must reach
// every stream. Each database with one server process and with two behind the port
// (SERVER_PROCESSES=2: node's cluster; on PostgreSQL the two hear each other through LISTEN as
// separate hosts do). BENCH_LOAD_ONLY=sqlite,sqlite2,postgres,postgres2 picks some of them;
// BENCH_LOAD_POOL sets PostgreSQL's pool (DATABASE_POOL_SIZE).
//
// It cannot measure the wrong thing: every server starts on a free port with a nonce of this run
// (PORTAL_INSTANCE) that every answer must carry; every answer must have the status the workload
// expects (200, or 201 for a note); every acknowledged note must be found stored afterwards, read
// from the database itself. Otherwise the bench fails and writes no figures.
//
// Figures (requests/s, p50/p99 latency, errors, CPU time per request of the server and of
// PostgreSQL's backends, both from /proc, memory per stream, the load average when each run
// started): bench-results/bench-load.json and a table on stdout. Runs of one commit vary with the
// machine: compare ratios within one run.
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  cpuMsOf,
  createPgDatabase,
  log,
  openStream,
  signIn,
  signedInApi,
  startPortal,
  writeFigures,
} from './bench-lib.mjs';
import {
  PROBE,
  loadAverage,
  openTicketIds,
  perRequest,
  pgBackendsCpu,
  pgCpuBetween,
  pgQuery,
  pgStoredProbes,
  problemsOf,
  runMix,
} from './bench-mix.mjs';
import { buildAll, install, root } from './lib.mjs';

const ROWS = Number(process.env.BENCH_LOAD_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const STREAMS = Number(process.env.BENCH_LOAD_STREAMS ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_load';
const ONLY = (process.env.BENCH_LOAD_ONLY ?? 'sqlite,sqlite2,postgres,postgres2').split(',');
const POOL = process.env.BENCH_LOAD_POOL;
// Comparing settings: PostgreSQL's database of an earlier run, as it was left (not seeded again).
const REUSE_PG = process.env.BENCH_LOAD_REUSE_PG === '1';
/** More of the server's settings for every run, e.g. BENCH_LOAD_ENV=DATABASE_PREPARED_STATEMENTS=0. */
const EXTRA_ENV = Object.fromEntries(
  (process.env.BENCH_LOAD_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);

/**
 * After the load: `STREAMS` event streams of the admin opened at once, their memory, then the
 * agent changes one open ticket and every stream must tell it (within 5 s).
 */
async function streamFigures(portal) {
  const admin = await signIn(portal.origin, 'admin@demo.com');
  const agent = await signIn(portal.origin, 'agent@demo.com');
  const [ticketId] = await openTicketIds(portal.origin, agent);
  const abort = new AbortController();
  const told = new Set();
  let changeSent = false;
  const rssBefore = await portal.rssMb();
  for (let i = 0; i < STREAMS; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, STREAMS - i) }, (_, n) => {
        const stream = i + n;
        return openStream(
          portal.origin,
          admin,
          (kind, data) => {
            if (changeSent && kind === 'ticket' && JSON.parse(data).id === String(ticketId))
              told.add(stream);
          },
          abort.signal,
        );
      }),
    );
  const rssOpen = await portal.rssMb();
  try {
    changeSent = true;
    const changed = await fetch(`${portal.origin}/api/tickets/${ticketId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${agent}` },
      body: JSON.stringify({ priority: 'urgent' }),
    });
    if (changed.status !== 200) throw new Error(`the change answered ${changed.status}`);
    for (let waited = 0; told.size < STREAMS && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      streams: STREAMS,
      streamsToldTheChange: told.size,
      rssWithoutStreamsMb: rssBefore,
      rssWithStreamsMb: rssOpen,
      kbPerStream: Math.round(((rssOpen - rssBefore) * 1024) / STREAMS),
    };
  } finally {
    abort.abort();
  }
}

/** The notes of this bench stored, read from the database itself (not through the server). */
async function storedProbes(dialect, dataDir) {
  if (dialect === 'postgres') return pgStoredProbes(PG_URL);
  const Sqlite = createRequire(path.join(root, 'server/package.json'))('better-sqlite3');
  const database = new Sqlite(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  try {
    return database
      .prepare('select count(*) as n from ticket_messages where body like ?')
      .get(`%${PROBE}%`).n;
  } finally {
    database.close();
  }
}

/** One server (`processes` of them behind its port with SERVER_PROCESSES) under the mix. */
async function measure(dialect, processes = 1) {
  const name = processes > 1 ? `${dialect}, ${processes} processes` : dialect;
  const onPg = dialect === 'postgres';
  log(`${name}: seeding ${ROWS} invoices and ${ROWS} tickets`);
  if (onPg && !REUSE_PG) await createPgDatabase(PG_URL);
  const portal = await startPortal({
    seed: { facturaCount: ROWS, ticketCount: ROWS },
    serveRemotes: false,
    processes,
    ...(onPg ? { databaseUrl: PG_URL, resetDatabase: !REUSE_PG } : {}),
    env: { ...EXTRA_ENV, ...(POOL ? { DATABASE_POOL_SIZE: POOL } : {}) },
  });
  try {
    if (onPg) await pgQuery(PG_URL, 'vacuum analyze');
    const { token } = await signedInApi(portal.origin, { instance: portal.instance });
    const before = await storedProbes(dialect, portal.dataDir);
    const loadAverageAtStart = await loadAverage();
    log(
      `${name}: ${CONNECTIONS} connections for ${SECONDS} s (load average ${loadAverageAtStart})`,
    );
    const cpuBefore = await cpuMsOf(portal.pid);
    const pgBefore = onPg ? await pgBackendsCpu(PG_URL) : null;
    const figures = await runMix({
      origin: portal.origin,
      token,
      rows: ROWS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      instances: new Set([portal.instance]),
    });
    const serverCpuMs = (await cpuMsOf(portal.pid)) - cpuBefore;
    const pgCpuMs = onPg ? pgCpuBetween(pgBefore, await pgBackendsCpu(PG_URL)) : 0;
    figures.loadAverageAtStart = loadAverageAtStart;
    // CPU time per request: steadier from run to run than requests a second.
    figures.serverCpuMsPerRequest = perRequest(serverCpuMs, figures.requests);
    if (onPg) figures.postgresCpuMsPerRequest = perRequest(pgCpuMs, figures.requests);
    figures.cpuMsPerRequest = perRequest(serverCpuMs + pgCpuMs, figures.requests);
    figures.rssAfterLoadMb = await portal.rssMb();
    // Notes answered after the run's end may be stored too (never fewer than acknowledged).
    figures.writesStored = (await storedProbes(dialect, portal.dataDir)) - before;
    figures.lostWrites = Math.max(0, figures.writesAcknowledged - figures.writesStored);
    if (processes === 1) {
      log(`${name}: ${STREAMS} event streams`);
      Object.assign(figures, await streamFigures(portal));
    }
    return figures;
  } finally {
    await portal.stop();
  }
}

await install();
await buildAll(['server']);
const figures = {
  at: new Date().toISOString(),
  rows: ROWS,
  seconds: SECONDS,
  connections: CONNECTIONS,
  ...(POOL ? { postgresPool: Number(POOL) } : {}),
  ...(process.env.BENCH_LOAD_ENV ? { serverEnv: EXTRA_ENV } : {}),
};
const runs = [
  ['sqlite', 'sqlite', 1],
  ['sqlite2', 'sqliteTwoProcesses', 2],
  ['postgres', 'postgres', 1],
  ['postgres2', 'postgresTwoProcesses', 2],
];
const pgAnswers = REUSE_PG || (await createPgDatabase(PG_URL));
if (!pgAnswers) log('PostgreSQL does not answer: SQLite only');
const problems = [];
for (const [key, name, processes] of runs) {
  if (!ONLY.includes(key)) continue;
  const dialect = key.startsWith('postgres') ? 'postgres' : 'sqlite';
  if (dialect === 'postgres' && !pgAnswers) continue;
  figures[name] = await measure(dialect, processes);
  log(`${name}: ${JSON.stringify(figures[name])}`);
  problems.push(...problemsOf(name, figures[name], STREAMS));
}
if (problems.length > 0) {
  console.error(
    `\nThe run's answers were not what the workload expects:\n  ${problems.join('\n  ')}`,
  );
  console.error('No figures written.');
  process.exit(1);
}
await writeFigures('bench-load', figures);

const columns = runs.map(([, name]) => name).filter((name) => figures[name]);
const cell = (name, make) => make(figures[name]);
const row = (label, make) =>
  console.log(`| ${label} | ${columns.map((name) => cell(name, make)).join(' | ')} |`);
console.log(`\n| figure | ${columns.join(' | ')} |\n|---|${columns.map(() => '---|').join('')}`);
row('requests per second', (f) => f.requestsPerSecond);
row('latency p50 / p99 (ms)', (f) => `${f.latencyP50Ms} / ${f.latencyP99Ms}`);
row('CPU ms per request: server + PostgreSQL', (f) =>
  f.postgresCpuMsPerRequest === undefined
    ? `${f.serverCpuMsPerRequest}`
    : `${f.serverCpuMsPerRequest} + ${f.postgresCpuMsPerRequest} = ${f.cpuMsPerRequest}`,
);
row('notes acknowledged (stored)', (f) => `${f.writesAcknowledged} (${f.writesStored})`);
row('load average at the start', (f) => f.loadAverageAtStart);
if (figures.sqlite && figures.postgres) {
  const { sqlite, postgres } = figures;
  console.log(
    `\nPostgreSQL / SQLite: requests per second ${Math.round((postgres.requestsPerSecond / sqlite.requestsPerSecond) * 100)} % (goal ≥ 80 %), p99 ${postgres.latencyP99Ms} ms (goal ≤ 150), CPU per request ${(postgres.cpuMsPerRequest / sqlite.cpuMsPerRequest).toFixed(2)}× (goal ≤ 1.5×)`,
  );
}
if (figures.postgres && figures.postgresTwoProcesses)
  console.log(
    `PostgreSQL, two processes / one: ${Math.round((figures.postgresTwoProcesses.requestsPerSecond / figures.postgres.requestsPerSecond) * 100)} % (goal ≥ 100 %)`,
  );
