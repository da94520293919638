import { http } from 'msw';
import { commitDb, resetDb } from '../db/store';
import { authenticate } from '../lib/auth';
import { noContent } from '../lib/http';
import { safeResolver } from '../lib/safe-resolver';

/**
 * Demo housekeeping. `POST /api/demo/reset` restores the sample data (the user menu's "Reset
 * demo data"); the demo accounts stay signed in. A real backend would not have it.
 */
export const demoHandlers = [
  http.post(
    '/api/demo/reset',
    safeResolver(async ({ request, cookies }) => {
      authenticate(request, cookies);
      resetDb({ keepSessions: true });
      await commitDb();
      return noContent();
    }),
  ),
];
