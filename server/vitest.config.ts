import { defineProject } from 'vitest/config';
import { timeLimit } from '../vitest.shared';

/** The API suite on SQLite (always). `vitest.pg.config.ts` runs the same files on PostgreSQL. */
export default defineProject({
  test: {
    name: 'server',
    // One module graph per worker for all its files (no module mocks here: faults go in
    // through the app's database, routes/test-faults.ts).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TEST_DIALECT: 'sqlite' },
    testTimeout: timeLimit(15_000),
    hookTimeout: timeLimit(10_000),
  },
});
