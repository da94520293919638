import { defineProject } from 'vitest/config';
import { timeLimit } from '../vitest.shared';

/** The API suite again, on PostgreSQL (included by the root config when one is reachable). */
export default defineProject({
  test: {
    name: 'server-pg',
    // One module graph per worker for all its files (no module mocks here: faults go in
    // through the app's database, routes/test-faults.ts).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TEST_DIALECT: 'postgres' },
    testTimeout: timeLimit(30_000),
    hookTimeout: timeLimit(30_000),
  },
});
