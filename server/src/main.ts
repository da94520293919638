import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { z } from 'zod';
import { createApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config/env';
import type { AppDeps } from './context';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDatabase } from './db/open';
import { isEmpty, seedDatabase } from './db/seed';
import { shiftedClock, systemClock } from './lib/clock';
import { createRemoteApp, securityMiddleware } from './static/apps';
import { readRegistry } from './static/registry';
import { remoteOriginsReader } from './static/security';
import { serveDist } from './static/serve-dist';
import { resetDatabase } from './services/demo';
import { EventHub } from './services/events';
import { createMailer, smtpTransport } from './services/mailer';

const testResetSchema = z
  .object({
    facturaCount: z.number().int().min(0).max(200_000),
    ticketCount: z.number().int().min(0).max(200_000),
  })
  .partial();

const TWO_STEP_DEMO_CODE = '123456';

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

/** Starts the portal: migrate, seed an empty database (demo), serve the API, the shell and the remotes. */
export async function start(config: ServerConfig) {
  const log = pino({ level: config.logLevel, base: { service: 'portal' } });
  const started = performance.now();
  const database = openConfiguredDatabase(config, (error) =>
    log.warn({ err: error }, 'an idle database connection ended'),
  );
  await migrateToLatest(database.db);
  if (config.seedOnEmpty && (await isEmpty(database.db))) {
    log.info({ seed: config.seed }, 'empty database: writing the sample data');
    await seedDatabase(database.db, database.dialect, config.seed);
  }
  const clock = config.pinnedClock === null ? systemClock() : shiftedClock(config.pinnedClock);
  // With PostgreSQL other processes may serve the same database: hear their events (LISTEN).
  const events = new EventHub({
    db: database.db,
    clock,
    log,
    listenUrl: config.databaseUrl,
    ownsBackend: database.ownsBackend,
  });
  // Their writes change what this process counted (db/count-cache.ts); it sees its own.
  events.onWriteElsewhere(() => database.counts.wroteElsewhere());
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
  const portal = new Hono();
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
  portal.on(['GET', 'HEAD'], '*', (c) =>
    serveDist(c, { dist: config.shellDist, spaFallback: true }),
  );

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
      const timeout = setTimeout(() => server.closeAllConnections(), 10_000);
      await Promise.all([closeServer(server), ...[...remoteServers.values()].map(closeServer)]);
      clearTimeout(timeout);
      await deps.mailer.idle();
      await database.close();
      log.info('stopped');
    })();
    return stopping;
  };
  return { server, deps, stop };
}

/** Reads the configuration (one clear line per bad variable), starts, stops on SIGTERM/SIGINT. */
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
  const { stop } = await start(config);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();
