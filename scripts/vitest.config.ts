import { defineProject } from 'vitest/config';

/** Checks of the repository itself: the registry and what is derived from it, code habits. */
export default defineProject({
  test: {
    name: 'scripts',
    isolate: false,
    environment: 'node',
    globals: true,
    include: ['checks/**/*.test.ts'],
  },
});
