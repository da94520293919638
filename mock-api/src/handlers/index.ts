import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { customerHandlers } from './customers';
import { dashboardHandlers } from './dashboards';
import { edgeHandlers, notFoundHandlers } from './edges';
import { demoHandlers } from './demo';
import { facturacionHandlers } from './facturacion';
import { habilitacionesHandlers } from './habilitaciones';
import { invoiceHandlers } from './invoices';
import { kanbanHandlers } from './kanban';
import { calendarHandlers } from './calendar';
import { emailHandlers } from './email';
import { chatHandlers } from './chat';
import { notasHandlers } from './notas';
import { pagesUiHandlers } from './pages-ui';
import { permissionsHandlers } from './permissions';
import { profileHandlers } from './profile';
import { rolesHandlers } from './roles';
import { searchHandlers } from './search';
import { sofonoHandlers } from './sofono';
import { ticketHandlers } from './tickets';
import { usersHandlers } from './users';
import { academyHandlers } from './academy';
import { logisticsHandlers } from './logistics';
import { pagesProfileHandlers } from './pages-profile';
import { helpCenterHandlers } from './help-center';

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
  ...ticketHandlers,
  ...profileHandlers,
  ...kanbanHandlers,
  ...calendarHandlers,
  ...emailHandlers,
  ...chatHandlers,
  ...academyHandlers,
  ...logisticsHandlers,
  ...pagesProfileHandlers,
  ...helpCenterHandlers,
  ...pagesUiHandlers,
  ...notFoundHandlers,
];
