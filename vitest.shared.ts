import { defineProject } from 'vitest/config';

/** Vitest project for a browser-side workspace package: happy-dom, globals, MSW + jest-dom setup. */
export function browserProject(name: string, setupFiles: string[] = []) {
  return defineProject({
    test: {
      name,
      environment: 'happy-dom',
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
    test: { name, environment: 'node', globals: true, include: ['src/**/*.test.{ts,tsx}'] },
  });
}
