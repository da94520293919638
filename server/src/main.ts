import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import pino, { type Logger } from 'pino';
import { z } from 'zod';
import { createApp } from './app';
import { inFlightRequests } from './http/in-flight';
import { clusterWorkerId, runPrimary, shareCountedWrites, workerPeers } from './cluster';
import { ConfigError, loadConfig, type ServerConfig } from './config/env';
import type { AppDeps, AppEnv } from './context';
import type { Database } from './db/database';
import type { Dialect } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDatabase } from './db/open';
import { isEmpty, seedDatabase } from './db/seed';
import { shiftedClock, systemClock } from './lib/clock';
import { createRemoteApp, securityMiddleware } from './static/apps';
import { readRegistry } from './static/registry';
import { remoteOriginsReader } from './static/security';
import { serveShell } from './static/shell-pages';
import { resetDatabase } from './services/demo';
import { EventHub, tellCountsOfOthers, type PeerChannel } from './services/events';
import { createMailer, smtpTransport } from './services/mailer';

const testResetSchema = z
  .object({
    facturaCount: z.number().int().min(0).max(200_000),
    ticketCount: z.number().int().min(0).max(200_000),
  })
  .partial();

const TWO_STEP_DEMO_CODE = '123456';
/** How long a stopping server waits for the requests in flight. */
const STOP_GRACE_MS = 10_000;

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  host: string,
) {
  return new Promise<Server>((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }, () => resolve(server as Server));
    server.once('error', reject);
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });

/** The server's log: one JSON line each; a cluster's workers name their process. */
const createLog = (config: ServerConfig, worker: number | null = null) =>
  pino({
    level: config.logLevel,
    base: { service: 'portal', ...(worker === null ? {} : { worker }) },
  });

/** Migrations, then the sample data when the database is empty (demo). */
async function prepareDatabase(
  db: Kysely<Database>,
  dialect: Dialect,
  config: ServerConfig,
  log: Logger,
) {
  await migrateToLatest(db);
  if (config.seedOnEmpty && (await isEmpty(db))) {
    log.info({ seed: config.seed }, 'empty database: writing the sample data');
    await seedDatabase(db, dialect, config.seed);
  }
}

export interface StartOptions {
  /** A cluster's worker (its number): the primary migrated and seeded the database already. */
  worker?: number | null;
  /** A worker of a cluster on SQLite: the other workers (services/events.ts). */
  peers?: PeerChannel | null;
}

/** Starts the portal: migrate, seed an empty database (demo), serve the API, the shell and the remotes. */
export async function start(
  config: ServerConfig,
  { worker = null, peers = null }: StartOptions = {},
) {
  const log = createLog(config, worker);
  const started = performance.now();
  const database = openConfiguredDatabase(config, (error) =>
    log.warn({ err: error }, 'an idle database connection ended'),
  );
  if (worker === null) await prepareDatabase(database.db, database.dialect, config, log);
  const clock = config.pinnedClock === null ? systemClock() : shiftedClock(config.pinnedClock);
  // Other processes' writes change what this process counted (db/count-cache.ts); it sees its
  // own. The workers of a cluster on SQLite tell each other the tables they wrote, ahead of the
  // rest of what they tell (the live events' notes).
  const told = peers ? shareCountedWrites(database.counts, peers) : null;
  // With PostgreSQL other processes may serve the same database: hear their events (LISTEN).
  const events = new EventHub({
    db: database.db,
    clock,
    log,
    listenUrl: config.databaseUrl,
    ownsBackend: database.ownsBackend,
    peers: told,
  });
  if (!told) tellCountsOfOthers(events, database.counts);
  if (config.smtpUrl === null && config.env === 'production')
    log.warn('SMTP_URL is not set: e-mail (password resets) waits in the outbox for an admin');
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    clock,
    events,
    log,
    mailer: createMailer({
      db: database.db,
      clock,
      log,
      transport: config.smtpUrl === null ? null : smtpTransport(config.smtpUrl),
      from: config.mailFrom,
    }),
    portalOrigin: config.portalOrigin,
    trustProxy: config.trustProxy,
    trustedOrigins: config.trustedOrigins,
    demo: {
      twoStepCode: config.demo ? TWO_STEP_DEMO_CODE : null,
      resetEnabled: config.demo,
      seedOptions: config.seed,
    },
  };
  const registry = readRegistry(config.root);
  const remoteOrigins = remoteOriginsReader(
    config.shellDist,
    registry.remotes.map((remote) => `http://localhost:${remote.port}`),
  );

  // The shell's origin: the API under /api, the built shell for everything else.
  const portal = new Hono<AppEnv>();
  // Stopping waits for these before it closes the database.
  const requests = inFlightRequests();
  portal.use('*', requests.middleware);
  if (worker !== null || config.instance !== null)
    // Which server (PORTAL_INSTANCE: a host behind a load balancer, a bench's nonce) and which
    // of a cluster's processes answered (an operator reading one request's trail).
    portal.use('*', async (c, next) => {
      if (config.instance !== null) c.header('X-Portal-Instance', config.instance);
      if (worker !== null) c.header('X-Server-Process', String(worker));
      await next();
    });
  portal.use('*', securityMiddleware(remoteOrigins));
  portal.route('/', createApp(deps));

  const remoteServers = new Map<string, Server>();
  const startRemote = async (name: string) => {
    const remote = registry.remotes.find((candidate) => candidate.name === name);
    if (!remote || remoteServers.has(name)) return;
    const app = createRemoteApp({
      dist: remote.dist,
      allowedOrigins: config.allowedOrigins,
      remoteOrigins,
    });
    remoteServers.set(name, await listen(app.fetch, remote.port, config.host));
  };
  if (config.testControl) {
    // Test only (refused in production): a fresh copy of the sample data (with seed options:
    // e.g. 10 000 invoices), every session ended; each e2e test starts from it.
    portal.post('/__test__/reset', async (c) => {
      const text = await c.req.text();
      const options = testResetSchema.parse(text === '' ? {} : JSON.parse(text));
      await resetDatabase(deps, options, { keepSessions: false });
      return c.body(null, 204);
    });
    // Test only: the server's clock (e2e computes TOTP codes from it, not from its own guess).
    portal.get('/__test__/clock', (c) => c.json({ now: deps.clock.now().toISOString() }));
    // Test only: stop or restart a remote to prove an outage is contained.
    portal.post('/__test__/remotes/:name/:action{down|up}', async (c) => {
      const name = c.req.param('name');
      const action = c.req.param('action');
      const current = remoteServers.get(name);
      if (action === 'down' && current) {
        remoteServers.delete(name);
        current.closeAllConnections();
        await closeServer(current);
      }
      if (action === 'up') await startRemote(name);
      return c.body(null, 204);
    });
  }
  // Everything else on the shell's origin is the built shell (after the test routes above).
  portal.on(['GET', 'HEAD'], '*', serveShell(deps, config.shellDist));

  const server = await listen(portal.fetch, config.port, config.host);
  if (config.serveRemotes) for (const remote of registry.remotes) await startRemote(remote.name);
  log.info(
    {
      port: config.port,
      database: database.dialect,
      mail: config.smtpUrl === null ? 'outbox' : 'smtp',
      remotes: config.serveRemotes ? registry.remotes.map((r) => `${r.name}:${r.port}`) : [],
      startMs: Math.round(performance.now() - started),
    },
    `portal ready at http://localhost:${config.port}`,
  );

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      log.info('stopping: no new requests, finishing those in flight');
      // Open event streams never finish on their own: end them first.
      await events.close();
      const deadline = Date.now() + STOP_GRACE_MS;
      const timeout = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
      await Promise.all([closeServer(server), ...[...remoteServers.values()].map(closeServer)]);
      clearTimeout(timeout);
      // A handler whose client hung up still runs (and may still write): let it finish.
      if (!(await requests.idle(Math.max(0, deadline - Date.now()))))
        log.warn({ running: requests.count }, 'stopping: requests still running after 10 s');
      await deps.mailer.idle();
      await database.close();
      log.info('stopped');
    })();
    return stopping;
  };
  return { server, deps, stop };
}

/**
 * Reads the configuration (one clear line per bad variable), starts, stops on SIGTERM/SIGINT.
 * With `SERVER_PROCESSES` above 1 this process prepares the database and runs the workers
 * (cluster.ts), each of which starts here again as a worker.
 */
export async function main() {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const worker = clusterWorkerId();
  if (config.processes > 1 && worker === null) {
    const log = createLog(config);
    const database = openConfiguredDatabase(config);
    await prepareDatabase(database.db, database.dialect, config, log);
    await database.close();
    await runPrimary(config.processes, log);
    process.exit(0);
  }
  const { stop } = await start(config, {
    worker,
    // On PostgreSQL the workers hear each other through LISTEN, as separate servers do.
    peers: worker !== null && config.databaseUrl === null ? workerPeers() : null,
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();
