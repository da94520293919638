import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@portal/mock-api/node';
import * as mockApi from '@portal/mock-api';

/** `resetDb` when mock-api exposes it: the seeded database goes back to its seed between tests. */
function resetDatabase(): void {
  const api: Record<string, unknown> = mockApi;
  const reset = api.resetDb;
  if (typeof reset === 'function') (reset as () => void)();
}

/**
 * Starts the mock API's MSW server for the current test file: unhandled requests fail the test,
 * handlers added with `server.use()` and database changes are undone after each test.
 * Call once at the top level of a test file. Returns the server for `server.use(...)`.
 */
export function withMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDatabase();
  });
  afterAll(() => server.close());
  return server;
}
