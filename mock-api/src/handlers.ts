import { http, type RequestHandler } from 'msw';
import { currentTestApp } from '@portal/server/testing';

/**
 * The API's test double: every `/api/...` request goes to the real server app (`app.fetch`)
 * over the test's own fresh database. No endpoint is written here; override one with
 * `server.use()` to make it fail.
 */
export const handlers: RequestHandler[] = [
  http.all('/api/*', ({ request }) => currentTestApp().app.fetch(request)),
];
