import { defineProject } from 'vitest/config';

/** The API suite on SQLite (always). `vitest.pg.config.ts` runs the same files on PostgreSQL. */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TEST_DIALECT: 'sqlite' },
    testTimeout: 15_000,
  },
});
