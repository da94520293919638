import { connect } from 'node:net';
import { defineConfig } from 'vitest/config';

/** Where the API suite's PostgreSQL run connects (TEST_DATABASE_URL, DATABASE_URL or :5432). */
const pgUrl = new URL(
  process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
);

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1500 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

export default defineConfig(async () => {
  // PORTAL_TEST_POSTGRES=0 skips it; =1 requires it (CI); unset: run it when one answers.
  const wanted = process.env.PORTAL_TEST_POSTGRES;
  const postgres =
    wanted === '1' ||
    (wanted !== '0' && (await reachable(pgUrl.hostname, Number(pgUrl.port || 5432))));
  process.env.PORTAL_TEST_POSTGRES = postgres ? '1' : '0';
  if (!postgres) console.log('PostgreSQL not reachable: the API suite runs on SQLite only.');
  return {
    test: {
      // Vitest's default is one worker less than the cores: one, on the 2-core CI machine.
      maxWorkers: 2,
      globalSetup: ['./server/src/testing/global-setup.ts'],
      projects: [
        'packages/*',
        'mock-api',
        'server/vitest.config.ts',
        ...(postgres ? ['server/vitest.pg.config.ts'] : []),
        'shell',
        'remotes/*',
        'scripts',
      ],
    },
  };
});
