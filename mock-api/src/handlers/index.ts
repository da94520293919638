import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { dashboardHandlers } from './dashboards';
import { permissionsHandlers } from './permissions';
import { searchHandlers } from './search';
import { usersHandlers } from './users';

/** Every handler of the mock API, composed from one file per domain (add a line per domain). */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...searchHandlers,
  ...usersHandlers,
  ...permissionsHandlers,
  ...dashboardHandlers,
];
