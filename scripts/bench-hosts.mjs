// `npm run bench:hosts`: the load bench's staff mix (bench-mix.mjs) through nginx over one, two
// and three hosts on one PostgreSQL (each host a server process in a network namespace of its
// own: server/src/faults/hosts.ts; root, iproute2 and nginx needed). 100 000 invoices and 100 000
// tickets (BENCH_HOSTS_ROWS), 50 connections (BENCH_HOSTS_CONNECTIONS) for BENCH_HOSTS_SECONDS
// (20) each. Figures: requests per second, p50/p99, and the CPU time per request of the servers,
// of PostgreSQL's backends and of nginx (all from /proc): on two cores, more hosts share the same
// cores, so the requests per second do not grow with them; the CPU time per request says what a
// host costs. Every answer must carry the nonce of a host started here and its expected status,
// every acknowledged note must be stored; otherwise no figures. bench-results/bench-hosts.json.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuMsOf, createPgDatabase, log, signedInApi, writeFigures } from './bench-lib.mjs';
import {
  loadAverage,
  perRequest,
  pgBackendsCpu,
  pgCpuBetween,
  pgQuery,
  pgStoredProbes,
  problemsOf,
  runMix,
} from './bench-mix.mjs';
import { buildAll, install, root, run } from './lib.mjs';

const ROWS = Number(process.env.BENCH_HOSTS_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_HOSTS_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_HOSTS_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_hosts';
const COUNTS = (process.env.BENCH_HOSTS_COUNTS ?? '1,2,3').split(',').map(Number);

// The lab is TypeScript (the server's): tsx loads it.
const { tsImport } = await import(
  pathToFileURL(path.join(root, 'server/node_modules/tsx/dist/esm/api/index.mjs')).href
);
const { hostsUnavailable, startHostsLab } = await tsImport(
  pathToFileURL(path.join(root, 'server/src/faults/hosts.ts')).href,
  import.meta.url,
);

const missing = hostsUnavailable();
if (missing !== null) {
  console.error(`bench:hosts cannot make hosts here: ${missing}.`);
  process.exit(2);
}
if (!(await createPgDatabase(PG_URL))) {
  console.error(`bench:hosts needs PostgreSQL at ${PG_URL}.`);
  process.exit(2);
}

await install();
await buildAll(['server']);
log(`Seeding ${ROWS} invoices and ${ROWS} tickets into PostgreSQL`);
await run('node', ['scripts/db.mjs', 'reset'], {
  env: {
    ...process.env,
    DATABASE_URL: PG_URL,
    DEMO: '1',
    SEED_FACTURAS: String(ROWS),
    SEED_TICKETS: String(ROWS),
  },
});
await pgQuery(PG_URL, 'vacuum analyze');

/** The nginx master and its worker. */
const nginxCpuMs = (pid) => cpuMsOf(pid);

async function measure(count) {
  const nonce = `bench${Date.now().toString(36)}`;
  log(`${count} host(s) behind nginx: starting`);
  const lab = await startHostsLab({
    count,
    databaseUrl: PG_URL,
    entry: 'dist',
    instancePrefix: nonce,
    env: { DEMO: '1', TRUST_PROXY: '1', SEED_ON_EMPTY: '0' },
  });
  try {
    const instances = new Set(lab.hosts.map((host) => `${nonce}-${host.name}`));
    const { token } = await signedInApi(lab.balancerOrigin);
    const before = await pgStoredProbes(PG_URL);
    const loadAverageAtStart = await loadAverage();
    log(
      `${count} host(s): ${CONNECTIONS} connections for ${SECONDS} s (load average ${loadAverageAtStart})`,
    );
    const serverPids = lab.hosts.map((host) => host.server?.child.pid ?? 0);
    const cpu = async () => ({
      servers: (await Promise.all(serverPids.map((pid) => cpuMsOf(pid)))).reduce(
        (a, b) => a + b,
        0,
      ),
      nginx: await nginxCpuMs(lab.balancerPid),
      postgres: await pgBackendsCpu(PG_URL),
    });
    const start = await cpu();
    const figures = await runMix({
      origin: lab.balancerOrigin,
      token,
      rows: ROWS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      instances,
    });
    const end = await cpu();
    figures.loadAverageAtStart = loadAverageAtStart;
    figures.serverCpuMsPerRequest = perRequest(end.servers - start.servers, figures.requests);
    figures.postgresCpuMsPerRequest = perRequest(
      pgCpuBetween(start.postgres, end.postgres),
      figures.requests,
    );
    figures.nginxCpuMsPerRequest = perRequest(end.nginx - start.nginx, figures.requests);
    figures.cpuMsPerRequest =
      Math.round(
        (figures.serverCpuMsPerRequest +
          figures.postgresCpuMsPerRequest +
          figures.nginxCpuMsPerRequest) *
          1000,
      ) / 1000;
    figures.writesStored = (await pgStoredProbes(PG_URL)) - before;
    figures.lostWrites = Math.max(0, figures.writesAcknowledged - figures.writesStored);
    return figures;
  } finally {
    await lab.close();
  }
}

const figures = {
  at: new Date().toISOString(),
  rows: ROWS,
  seconds: SECONDS,
  connections: CONNECTIONS,
};
const problems = [];
for (const count of COUNTS) {
  const name = `hosts${count}`;
  figures[name] = await measure(count);
  log(`${name}: ${JSON.stringify(figures[name])}`);
  problems.push(...problemsOf(name, figures[name]));
}
if (problems.length > 0) {
  console.error(
    `\nThe run's answers were not what the workload expects:\n  ${problems.join('\n  ')}`,
  );
  console.error('No figures written.');
  process.exit(1);
}
await writeFigures('bench-hosts', figures);
console.log(
  '\n| hosts behind nginx | requests/s | p50 / p99 ms | CPU ms per request: servers + PostgreSQL + nginx | load average |\n|---|---|---|---|---|',
);
for (const count of COUNTS) {
  const f = figures[`hosts${count}`];
  console.log(
    `| ${count} | ${f.requestsPerSecond} | ${f.latencyP50Ms} / ${f.latencyP99Ms} | ${f.serverCpuMsPerRequest} + ${f.postgresCpuMsPerRequest} + ${f.nginxCpuMsPerRequest} = ${f.cpuMsPerRequest} | ${f.loadAverageAtStart} |`,
  );
}
process.exit(0);
