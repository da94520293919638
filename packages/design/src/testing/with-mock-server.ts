import { beforeEach } from 'vitest';
import { getDb, saveDb } from '@portal/mock-api';
import { useMockServer } from '@portal/mock-api/testing';
import { ADMIN_SESSION, CLIENT_SESSION } from './render-with-providers';

/**
 * Starts the mock API's MSW server for the current test file (unhandled requests fail the test,
 * `server.use()` overrides are undone and the database is reseeded before each test) and makes
 * the mock API accept the tokens of ADMIN_SESSION and CLIENT_SESSION, the sessions
 * `renderWithProviders` signs in with. Call once at the top level of a test file.
 * Returns the server for `server.use(...)`.
 */
export function withMockServer() {
  const server = useMockServer();
  beforeEach(() => {
    const db = getDb();
    for (const session of [ADMIN_SESSION, CLIENT_SESSION])
      db.sessions[session.accessToken] = { accountId: session.userData.id, createdAt: Date.now() };
    saveDb();
  });
  return server;
}
