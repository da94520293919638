import { defineProject } from 'vitest/config';

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
      testTimeout: 15_000,
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
    },
  });
}
