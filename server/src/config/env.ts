import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The repository's root (the server runs from server/src in dev and from server/dist built). */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
const ROOT = findRoot(import.meta.dirname);

/** PostgreSQL connections per server process (measured: docs/scaling.md). */
export const DEFAULT_POOL_SIZE = 10;

/** `MAIL_FROM`'s default. */
export const DEFAULT_MAIL_FROM = 'HostDesk <no-reply@localhost>';

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every setting of the server, from the environment. Nothing else reads `process.env`. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default(path.join(ROOT, '.data')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Demo conveniences: the sample data in an empty database, the fixed two-step code
     * 123456, "Reset demo data". Default: on, except in production.
     */
    DEMO: booleanFlag.optional(),
    /** Seed the sample data into an empty database at start (default: DEMO). */
    SEED_ON_EMPTY: booleanFlag.optional(),
    SEED_FACTURAS: z.coerce.number().int().min(0).max(1_000_000).optional(),
    SEED_TICKETS: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** Test only: the server's clock starts at this instant and runs on (refused in production). */
    PORTAL_CLOCK: z.iso.datetime({ offset: true }).optional(),
    /** Serve the built shell from this folder on the API's origin (default: shell/dist). */
    SHELL_DIST: z
      .string()
      .min(1)
      .default(path.join(ROOT, 'shell', 'dist')),
    /** Also serve each built remote on its own port (remotes.registry.json), as `npm start` does. */
    SERVE_REMOTES: booleanFlag.default(true),
    /** Origins allowed to load the remotes' assets (CORS), comma-separated: the shell's. */
    PORTAL_ALLOWED_ORIGINS: z
      .string()
      .default('http://localhost:3000,http://127.0.0.1:3000')
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(z.array(z.url()).min(1)),
    /**
     * The portal's public origin, when it differs from the Host a request arrives with (a proxy
     * that rewrites Host): writes from it may use the session cookie.
     */
    PORTAL_ORIGIN: z
      .url()
      .refine((value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (
          ['http:', 'https:'].includes(url.protocol) &&
          url.pathname === '/' &&
          !url.search &&
          !url.hash &&
          !url.username &&
          !url.password
        );
      }, 'an origin such as https://portal.example.com (no path)')
      .transform((value) => new URL(value).origin)
      .optional(),
    /**
     * Where e-mail goes: `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer). Unset: the
     * outbox table, read on the admins' "Outgoing e-mail" page.
     */
    SMTP_URL: z
      .string()
      .refine(
        (value) => URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol),
        'an smtp:// or smtps:// URL',
      )
      .optional(),
    /** `From:` of every e-mail the server sends. */
    MAIL_FROM: z.string().trim().min(3).max(200).default(DEFAULT_MAIL_FROM),
    /**
     * Behind one reverse proxy: take the client's address (sign-in limits) from the last
     * `X-Forwarded-For` entry instead of the socket, and the scheme of the portal's own origin
     * (cross-site check) from the last `X-Forwarded-Proto` entry.
     */
    TRUST_PROXY: booleanFlag.default(false),
    /**
     * How many server processes share the port (node's cluster; README "Operating the
     * portal"): one per core serves about twice as many requests on two cores.
     */
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /** Test only: `POST /__test__/reset` and `/__test__/remotes/<name>/(down|up)`. */
    PORTAL_TEST_CONTROL: booleanFlag.default(false),
    /**
     * A name for this server (a host behind a load balancer; a bench's nonce), sent back as
     * `X-Portal-Instance` on every answer. Unset: no such header.
     */
    PORTAL_INSTANCE: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'at most 64 of A-Z a-z 0-9 . _ -')
      .optional(),
    /** PostgreSQL: connections of each server process's pool (docs/scaling.md). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
    /**
     * PostgreSQL: send queries as named statements, parsed once per connection. `0` behind a
     * connection pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
     */
    DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  })
  .superRefine((env, ctx) => {
    // A remote stopped by the test switch would stop in one process of several only.
    if (env.PORTAL_TEST_CONTROL && env.SERVER_PROCESSES > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['PORTAL_TEST_CONTROL'],
        message: 'needs SERVER_PROCESSES=1',
      });
    for (const key of ['PORTAL_CLOCK', 'PORTAL_TEST_CONTROL'] as const)
      if (env.NODE_ENV === 'production' && env[key] !== undefined && env[key] !== false)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is for tests only and cannot be set in production',
        });
  });

export type ServerConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: path.resolve(env.DATA_DIR),
    sqliteFile: path.join(path.resolve(env.DATA_DIR), 'portal.sqlite'),
    logLevel: env.LOG_LEVEL,
    demo: env.DEMO ?? env.NODE_ENV !== 'production',
    seedOnEmpty: env.SEED_ON_EMPTY ?? env.DEMO ?? env.NODE_ENV !== 'production',
    seed: {
      ...(env.SEED_FACTURAS === undefined ? {} : { facturaCount: env.SEED_FACTURAS }),
      ...(env.SEED_TICKETS === undefined ? {} : { ticketCount: env.SEED_TICKETS }),
    },
    pinnedClock: env.PORTAL_CLOCK ?? null,
    shellDist: path.resolve(env.SHELL_DIST),
    serveRemotes: env.SERVE_REMOTES,
    allowedOrigins: env.PORTAL_ALLOWED_ORIGINS,
    portalOrigin: env.PORTAL_ORIGIN ?? null,
    /** Origins whose writes may use the session cookie besides the one a request names (edges). */
    trustedOrigins: [
      ...new Set(
        [...(env.PORTAL_ORIGIN ? [env.PORTAL_ORIGIN] : []), ...env.PORTAL_ALLOWED_ORIGINS].map(
          (origin) => new URL(origin).origin,
        ),
      ),
    ],
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    processes: env.SERVER_PROCESSES,
    testControl: env.PORTAL_TEST_CONTROL,
    trustProxy: env.TRUST_PROXY,
    instance: env.PORTAL_INSTANCE ?? null,
    poolSize: env.DATABASE_POOL_SIZE,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    root: ROOT,
  };
}

/** Thrown for a bad environment: one line per variable, what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a `ConfigError` naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return toConfig(result.data);
}
