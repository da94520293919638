import { beforeEach } from 'vitest';
import { insertTestSession, testDb, startMockServer } from '@portal/mock-api/testing';
import { ADMIN_SESSION, CLIENT_SESSION } from './render-with-providers';

/**
 * Starts the API's test double for the current test file (unhandled requests fail the test,
 * `server.use()` overrides are undone and each test gets a fresh copy of the seeded database)
 * and makes the API accept the tokens of ADMIN_SESSION and CLIENT_SESSION, the sessions
 * `renderWithProviders` signs in with. Call once at the top level of a test file.
 * Returns the server for `server.use(...)`.
 */
export function withMockServer() {
  const server = startMockServer();
  beforeEach(async () => {
    for (const session of [ADMIN_SESSION, CLIENT_SESSION])
      await insertTestSession(testDb(), session.userData.id, session.accessToken);
  });
  return server;
}
