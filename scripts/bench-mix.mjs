// The load benches' staff workload (bench:load, bench:hosts): what staff do on the invoice and
// ticket screens, nine reads and a note, every answer checked (the nonce of a server the bench
// started, the expected status) and every acknowledged note found stored afterwards; and what
// the servers and PostgreSQL spent on it (CPU time from /proc).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { INSTANCE_HEADER } from './bench-lib.mjs';
import { root } from './lib.mjs';

const pg = createRequire(path.join(root, 'server/package.json'))('pg');

/** Every note of a run holds this, to be found again in the database. */
export const PROBE = 'load-probe';

/** How a random sample id is picked: the seeded ids are 1..rows. */
const pick = (rows) => 1 + Math.floor(Math.random() * rows);
const pickOf = (ids) => ids[Math.floor(Math.random() * ids.length)];

/** Ids of open tickets (a note on a closed or merged one is refused with 409). */
export async function openTicketIds(origin, token) {
  const response = await fetch(`${origin}/api/tickets?status=open&itemsPerPage=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`the open tickets answered ${response.status}`);
  return (await response.json()).tickets.map((ticket) => ticket.id);
}

/**
 * What the run's answers were, beside autocannon's figures: each must carry the nonce of a
 * server the bench started (one of `instances`) and the status its request expects.
 */
export function answerCheck(instances) {
  const wrong = {};
  const nonceOf = (headers = {}) =>
    Object.entries(headers).find(([name]) => name.toLowerCase() === INSTANCE_HEADER)?.[1];
  return {
    wrong,
    check(expected) {
      return (status, _body, _context, headers) => {
        const problem = !instances.has(nonceOf(headers))
          ? 'an answer without the nonce of the server started here'
          : status !== expected
            ? `status ${status} where ${expected} was expected`
            : null;
        if (problem !== null) wrong[problem] = (wrong[problem] ?? 0) + 1;
      };
    },
  };
}

/**
 * Ten requests a connection sends in turn, nine reads and one write: what staff do on the
 * invoice and ticket screens. Each write's body is unique, so that each can be found again.
 */
function workload(token, rows, openIds, acknowledged, answers) {
  const auth = { Authorization: `Bearer ${token}` };
  const ok = answers.check(200);
  const get = (path) => ({ method: 'GET', path, headers: auth, onResponse: ok });
  const randomly = (make) => ({
    method: 'GET',
    headers: auth,
    setupRequest: (request) => ({ ...request, path: make() }),
    onResponse: ok,
  });
  const created = answers.check(201);
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
      onResponse: (status, body, context, headers) => {
        created(status, body, context, headers);
        if (status === 201) acknowledged.count += 1;
      },
    },
  ];
}

/**
 * The mix at `origin` for `seconds` over `connections`, signed in with `token`, answers checked
 * against `instances` (the nonces of the servers the bench started).
 */
export async function runMix({ origin, token, rows, seconds, connections, instances }) {
  const acknowledged = { count: 0 };
  const answers = answerCheck(instances);
  const openIds = await openTicketIds(origin, token);
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: workload(token, rows, openIds, acknowledged, answers),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    // Refused, reset, … (the server or the balancer failed): counted apart from timeouts (no
    // answer within 10 s: a machine too busy, reported but not a wrong answer).
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    wrongAnswers: answers.wrong,
    writesAcknowledged: acknowledged.count,
  };
}

/** One query on the database of `url`, on a connection of its own. */
export async function pgQuery(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** CPU time (ms) of one process so far (Linux /proc; 0 once it has ended). */
export async function ownCpuMs(pid) {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (text === null) return 0;
  const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU time (ms) so far of every PostgreSQL backend serving the database of `url` (found by
 * pg_stat_activity; the asking connection left out), by pid. PostgreSQL's own background
 * processes (WAL writer, checkpointer) are not counted: the machine's cluster serves others too.
 */
export async function pgBackendsCpu(url) {
  const database = new URL(url).pathname.slice(1);
  const rows = await pgQuery(
    url,
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  const byPid = new Map();
  for (const { pid } of rows) byPid.set(pid, await ownCpuMs(pid));
  return byPid;
}

/** CPU ms the backends used between two `pgBackendsCpu()` (one that began since: all of it). */
export function pgCpuBetween(before, after) {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** The notes of a run stored in PostgreSQL, read from the database itself. */
export async function pgStoredProbes(url) {
  const [row] = await pgQuery(url, 'select count(*) as n from ticket_messages where body like $1', [
    `%${PROBE}%`,
  ]);
  return Number(row.n);
}

/** What is wrong with a run's answers (empty: the figures measure the portal). */
export function problemsOf(name, figures, streams) {
  const problems = Object.entries(figures.wrongAnswers).map(
    ([problem, count]) => `${name}: ${count} × ${problem}`,
  );
  if (figures.errors > 0) problems.push(`${name}: ${figures.errors} requests failed`);
  if (figures.writesAcknowledged === 0) problems.push(`${name}: no write was acknowledged`);
  if (figures.lostWrites > 0)
    problems.push(`${name}: ${figures.lostWrites} acknowledged writes are not stored`);
  if (figures.streamsToldTheChange !== undefined && figures.streamsToldTheChange < streams)
    problems.push(`${name}: ${streams - figures.streamsToldTheChange} streams missed the change`);
  return problems;
}

/** The machine's 1-minute load average now. */
export const loadAverage = async () =>
  Number((await readFile('/proc/loadavg', 'utf8')).split(' ')[0]);

/** `ms` of CPU over `requests`, to the microsecond. */
export const perRequest = (ms, requests) => Math.round((ms / requests) * 1000) / 1000;
