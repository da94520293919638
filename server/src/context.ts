import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './db/database';
import type { Dialect } from './db/dialect';
import type { SeedOptions } from './db/seed';
import type { Clock } from './lib/clock';
import type { Mailer } from './services/mailer';
import type { Caller } from './services/caller';
import type { EventHub } from './services/events';

/** What the app is built from: no globals, so tests and MSW build one per database. */
export interface AppDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  log: Logger;
  /**
   * Behind a reverse proxy: the client's address is the last `X-Forwarded-For` entry rather
   * than the socket's peer (`TRUST_PROXY`). Default false.
   */
  trustProxy?: boolean;
  /**
   * Origins besides the one a request is addressed to whose writes may use the session cookie
   * (http/edges.ts): `PORTAL_ORIGIN` and the remotes' `PORTAL_ALLOWED_ORIGINS`, each as
   * `scheme://host[:port]`. Default none.
   */
  trustedOrigins?: readonly string[];
  /**
   * The live event stream's hub (services/events.ts). `createApp` makes an in-process one when
   * none is given; `main.ts` gives one that listens on PostgreSQL and closes it on shutdown.
   */
  events?: EventHub;
  /** Every e-mail the server sends: SMTP (`SMTP_URL`) or the outbox table (services/mailer.ts). */
  mailer: Mailer;
  /**
   * Where links in e-mails point (a password reset): `PORTAL_ORIGIN`, else the request's
   * `Origin` when it is one of `trustedOrigins`, else the first of those. Default
   * `http://localhost:3000`. Never the `Host` header: anyone can send one.
   */
  portalOrigin?: string | null;
  /** Demo conveniences (README, "Decisions"): off in production unless asked for. */
  demo: {
    /** The two-step code every phone challenge accepts (no SMS gateway); null = none works. */
    twoStepCode: string | null;
    /** `POST /api/demo/reset` restores the sample data. */
    resetEnabled: boolean;
    /** The seed "Reset demo data" writes. */
    seedOptions: Partial<SeedOptions>;
  };
}

/** Hono's environment of every route: the deps, and the caller once authenticated. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** This request's id (http/request-id.ts): in the `X-Request-Id` answer header and its logs. */
    requestId: string;
    /** undefined until looked up; null when the request carries no valid credentials. */
    caller: Caller | null | undefined;
  };
}
