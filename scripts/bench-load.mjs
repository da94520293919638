// `npm run bench:load`: the API under load, on SQLite and on PostgreSQL (when one answers), with
// 100 000 Facturacion invoices and 100 000 tickets (BENCH_LOAD_ROWS). A mixed staff workload at 50
// concurrent connections (autocannon, BENCH_LOAD_SECONDS each): list pages with filters and sorts,
// details, searches, and 10 % writes (a staff note on an open ticket). After it, BENCH_LOAD_STREAMS
// (default 200) live event streams open at once: their memory, and one change that must reach
// every stream. Then the same on SQLite with two server processes behind the port
// (SERVER_PROCESSES=2), every acknowledged write read back; and on PostgreSQL, two separate
// server processes on one database behind one port (a round-robin TCP proxy here).
// Figures (requests/s, p50/p99 latency, errors, the server's CPU time per request, memory per
// stream): bench-results/bench-load.json and the README; nothing here is asserted by a test.
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
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
import { buildAll, install, root } from './lib.mjs';

const pg = createRequire(path.join(root, 'server/package.json'))('pg');

const ROWS = Number(process.env.BENCH_LOAD_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const STREAMS = Number(process.env.BENCH_LOAD_STREAMS ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_load';
const PROBE = 'load-probe';

/** How a random sample id is picked: the seeded ids are 1..rows. */
const pick = (rows) => 1 + Math.floor(Math.random() * rows);
const pickOf = (ids) => ids[Math.floor(Math.random() * ids.length)];

/** Ids of open tickets (a note on a closed or merged one is refused with 409). */
async function openTicketIds(origin, token) {
  const response = await fetch(`${origin}/api/tickets?status=open&itemsPerPage=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()).tickets.map((ticket) => ticket.id);
}

/**
 * Ten requests a connection sends in turn, nine reads and one write: what staff do on the
 * invoice and ticket screens. Each write's body is unique, so that each can be found again.
 */
function workload(token, rows, openIds, acknowledged) {
  const auth = { Authorization: `Bearer ${token}` };
  const get = (path) => ({ method: 'GET', path, headers: auth });
  const randomly = (make) => ({
    method: 'GET',
    headers: auth,
    setupRequest: (request) => ({ ...request, path: make() }),
  });
  let writes = 0;
  return [
    get('/api/tickets'),
    randomly(() => `/api/tickets/${pick(rows)}`),
    get('/api/billing/facturas?status=overdue&sortBy=total&orderBy=desc'),
    randomly(() => `/api/billing/facturas/${pick(rows)}`),
    get('/api/tickets?status=open&sortBy=priority&orderBy=desc&page=5'),
    get('/api/billing/facturas?q=a&sortBy=customer&orderBy=asc&page=3&itemsPerPage=25'),
    get('/api/tickets?q=dns'),
    get('/api/tickets?view=unassigned&sortBy=sla'),
    get('/api/billing/facturas?currency=EUR&issuedFrom=2026-01-01&sortBy=issueDate&orderBy=desc'),
    {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      setupRequest: (request) => {
        writes += 1;
        return {
          ...request,
          path: `/api/tickets/${pickOf(openIds)}/messages`,
          body: JSON.stringify({ kind: 'note', body: `<p>${PROBE} ${process.pid}-${writes}</p>` }),
        };
      },
      onResponse: (status) => {
        if (status === 201) acknowledged.count += 1;
      },
    },
  ];
}

async function load(origin, token, rows) {
  const acknowledged = { count: 0 };
  const openIds = await openTicketIds(origin, token);
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: workload(token, rows, openIds, acknowledged),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    writesAcknowledged: acknowledged.count,
  };
}

async function pgQuery(text) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** One port in front of several servers: each new connection goes to the next one. */
function roundRobinProxy(port, targets) {
  let next = 0;
  const server = net.createServer((client) => {
    const target = targets[next % targets.length];
    next += 1;
    const upstream = net.connect(target, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

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

/** The notes of this bench stored on SQLite (read from the file, not through the server). */
async function sqliteProbes(dataDir) {
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
  log(`${name}: seeding ${ROWS} invoices and ${ROWS} tickets`);
  const portal = await startPortal({
    seed: { facturaCount: ROWS, ticketCount: ROWS },
    serveRemotes: false,
    processes,
    ...(dialect === 'postgres' ? { databaseUrl: PG_URL } : {}),
  });
  try {
    if (dialect === 'postgres') await pgQuery('vacuum analyze');
    const { token } = await signedInApi(portal.origin);
    log(`${name}: ${CONNECTIONS} connections for ${SECONDS} s`);
    const cpuBefore = await cpuMsOf(portal.pid);
    const figures = await load(portal.origin, token, ROWS);
    // The server's CPU time per request: steadier from run to run than requests a second.
    figures.serverCpuMsPerRequest =
      Math.round((((await cpuMsOf(portal.pid)) - cpuBefore) / figures.requests) * 1000) / 1000;
    const rssAfterLoadMb = await portal.rssMb();
    const stored = dialect === 'sqlite' ? { writesStored: await sqliteProbes(portal.dataDir) } : {};
    log(`${name}: ${STREAMS} event streams`);
    return { ...figures, ...stored, rssAfterLoadMb, ...(await streamFigures(portal)) };
  } finally {
    await portal.stop();
  }
}

async function measureTwoProcesses() {
  log(`postgres, two processes: seeding ${ROWS} invoices and ${ROWS} tickets`);
  const first = await startPortal({
    seed: { facturaCount: ROWS, ticketCount: ROWS },
    serveRemotes: false,
    databaseUrl: PG_URL,
    port: 3000,
  });
  const second = await startPortal({
    seed: { facturaCount: ROWS, ticketCount: ROWS },
    serveRemotes: false,
    databaseUrl: PG_URL,
    port: 3020,
    resetDatabase: false,
  });
  const proxy = await roundRobinProxy(3030, [3000, 3020]);
  try {
    await pgQuery('vacuum analyze');
    const { token } = await signedInApi('http://localhost:3030');
    const before = Number(
      (await pgQuery(`select count(*) as n from ticket_messages where body like '%${PROBE}%'`))[0]
        .n,
    );
    log(`postgres, two processes: ${CONNECTIONS} connections for ${SECONDS} s`);
    const figures = await load('http://localhost:3030', token, ROWS);
    const stored =
      Number(
        (await pgQuery(`select count(*) as n from ticket_messages where body like '%${PROBE}%'`))[0]
          .n,
      ) - before;
    return { ...figures, writesStored: stored, lostWrites: figures.writesAcknowledged - stored };
  } finally {
    proxy.close();
    await first.stop();
    await second.stop();
  }
}

await install();
await buildAll(['server']);
const figures = { rows: ROWS, seconds: SECONDS, connections: CONNECTIONS };
figures.sqlite = await measure('sqlite');
log(`sqlite: ${JSON.stringify(figures.sqlite)}`);
figures.sqliteTwoProcesses = await measure('sqlite', 2);
log(`sqlite, two processes: ${JSON.stringify(figures.sqliteTwoProcesses)}`);
if (await createPgDatabase(PG_URL)) {
  figures.postgres = await measure('postgres');
  log(`postgres: ${JSON.stringify(figures.postgres)}`);
  await createPgDatabase(PG_URL);
  figures.postgresTwoProcesses = await measureTwoProcesses();
  log(`postgres, two processes: ${JSON.stringify(figures.postgresTwoProcesses)}`);
} else {
  log('PostgreSQL does not answer: SQLite only');
}
await writeFigures('bench-load', figures);
