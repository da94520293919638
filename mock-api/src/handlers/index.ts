import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { customerHandlers } from './customers';
import { dashboardHandlers } from './dashboards';
import { edgeHandlers, notFoundHandlers } from './edges';
import { demoHandlers } from './demo';
import { facturacionHandlers } from './facturacion';
import { habilitacionesHandlers } from './habilitaciones';
import { invoiceHandlers } from './invoices';
import { notasHandlers } from './notas';
import { pagesUiHandlers } from './pages-ui';
import { permissionsHandlers } from './permissions';
import { rolesHandlers } from './roles';
import { searchHandlers } from './search';
import { sofonoHandlers } from './sofono';
import { usersHandlers } from './users';

/**
 * Every handler of the mock API, composed from one file per domain (add a line per domain):
 * the edge checks first, the JSON 404 for unknown `/api/...` paths last.
 */
export const handlers: RequestHandler[] = [
  ...edgeHandlers,
  ...authHandlers,
  ...demoHandlers,
  ...searchHandlers,
  ...usersHandlers,
  ...permissionsHandlers,
  ...rolesHandlers,
  ...dashboardHandlers,
  ...invoiceHandlers,
  ...customerHandlers,
  ...facturacionHandlers,
  ...notasHandlers,
  ...habilitacionesHandlers,
  ...sofonoHandlers,
  ...pagesUiHandlers,
  ...notFoundHandlers,
];
