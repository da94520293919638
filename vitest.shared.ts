import { defineProject } from 'vitest/config';

/**
 * A time limit of the unit and API suites (a test, a hook, a `findBy`/`waitFor`), four times as
 * long on CI. The limits catch a hang; speed is the benchmarks' to measure (scripts/bench*.mjs).
 * A CI machine can be twice as slow as a developer's, or busier: with one of the two cores taken
 * by another process, the account tab's save test went from 7 s to 15.8 s and failed its 15 s.
 */
const TIME_LIMIT_FACTOR = process.env.CI ? 4 : 1;
export function timeLimit(ms: number): number {
  return ms * TIME_LIMIT_FACTOR;
}

/**
 * Test files of a project share one module graph per worker (`isolate: false`): each file no
 * longer imports React, Mantine, the kit and the app anew, which was about a third of the suite's
 * time. A project whose tests replace modules (`vi.mock`) or keep state in modules between files
 * passes `isolate: true`.
 */
interface ProjectOptions {
  isolate?: boolean;
}

/** Vitest project for a browser-side workspace package: happy-dom, globals, MSW + jest-dom setup. */
export function browserProject(
  name: string,
  setupFiles: string[] = [],
  { isolate = false }: ProjectOptions = {},
) {
  return defineProject({
    test: {
      name,
      isolate,
      environment: 'happy-dom',
      // The page's origin is one no machine answers for: a request that no MSW handler takes
      // fails the same way whatever listens on localhost:3000 (a portal started by hand, an e2e
      // run), instead of reaching it (its 401 once signed a whole-app test out).
      environmentOptions: { happyDOM: { url: 'http://portal.test/' } },
      globals: true,
      setupFiles: [
        new URL('./packages/design/src/testing/setup.ts', import.meta.url).pathname,
        ...setupFiles,
      ],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: timeLimit(15_000),
      hookTimeout: timeLimit(10_000),
      // For the limits a test sets itself, and Testing Library's wait
      // (`timeLimit` of packages/design/src/testing).
      env: { TIME_LIMIT_FACTOR: String(TIME_LIMIT_FACTOR) },
    },
  });
}

/** Vitest project for Node-only code (mock API handlers). */
export function nodeProject(name: string) {
  return defineProject({
    test: {
      name,
      isolate: false,
      environment: 'node',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      testTimeout: timeLimit(5_000),
      hookTimeout: timeLimit(10_000),
    },
  });
}
