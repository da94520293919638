import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context';
import { authenticate, authorize } from './caller';

/**
 * Who may read a GET endpoint:
 * - `public`: anyone, signed in or not;
 * - `session`: any signed-in caller (their own account, profile, notifications and sessions; the
 *   help content; the app-bar search, whose answer lists only what the caller may open);
 * - `{ subject }`: a caller whose CASL rules allow `read` on that subject (the subject its writes
 *   use), else 403 `{ message: 'Forbidden' }` as a write gets.
 */
export type ReadAccess = 'public' | 'session' | { subject: string };

const read = (subject: string) => ({ subject }) as const;

/**
 * The read rule of every GET endpoint, by the path it is registered with. This one table is
 * what `readGuard` enforces (before the route runs) and what the authorisation matrix probes;
 * a GET endpoint missing here needs `read` on `all` (only an account that manages everything),
 * and a probe fails until it is listed.
 */
export const READ_ACCESS = {
  'GET /api/accounts/deactivated': read('User'),
  // The e-mails the server sent hold reset links: administrators only.
  'GET /api/admin/outbox': read('Outbox'),
  'GET /api/admin/outbox/:id': read('Outbox'),
  'GET /api/app-bar/search': 'session',
  'GET /api/apps/academy/course-details': read('Course'),
  'GET /api/apps/academy/courses': read('Course'),
  'GET /api/apps/calendar': read('Calendar'),
  'GET /api/apps/calendar/:id': read('Calendar'),
  'GET /api/apps/chat/chats-and-contacts': read('Chat'),
  'GET /api/apps/chat/chats/:userId': read('Chat'),
  'GET /api/apps/email': read('Email'),
  'GET /api/apps/invoice': read('Invoice'),
  'GET /api/apps/invoice/:id': read('Invoice'),
  'GET /api/apps/invoice/clients': read('Invoice'),
  'GET /api/apps/kanban': read('Kanban'),
  'GET /api/apps/kanban/item/:id': read('Kanban'),
  'GET /api/apps/logistics/vehicles': read('Vehicle'),
  'GET /api/apps/permissions': read('Permission'),
  'GET /api/apps/permissions/:id': read('Permission'),
  // The roles page lists roles with their permissions and members: the permissions' subject.
  'GET /api/apps/roles': read('Permission'),
  'GET /api/apps/users': read('User'),
  'GET /api/apps/users/:id': read('User'),
  'GET /api/auth/me': 'session',
  'GET /api/auth/session': 'session',
  'GET /api/billing/cambios': read('Cambio'),
  'GET /api/billing/cambios/:id': read('Cambio'),
  'GET /api/billing/customers': read('Factura'),
  'GET /api/billing/customers/:id': read('Factura'),
  'GET /api/billing/facturas': read('Factura'),
  'GET /api/billing/facturas/:id': read('Factura'),
  'GET /api/billing/habilitaciones': read('Habilitacion'),
  'GET /api/billing/habilitaciones/:id': read('Habilitacion'),
  'GET /api/billing/notas': read('NotaCobro'),
  'GET /api/billing/notas/:id': read('NotaCobro'),
  'GET /api/billing/sofono': read('Sofono'),
  // The CRM and analytics figures (users by status, plan, role and country; sales; traffic).
  'GET /api/dashboards/analytics': read('Dashboard'),
  'GET /api/dashboards/crm': read('Dashboard'),
  // The live event stream: each event goes only to those who may read its kind (services/events.ts).
  'GET /api/events': 'session',
  // The navigation's counters: each only when the caller may read its data (services/menu-counters.ts).
  'GET /api/menu/counters': 'session',
  'GET /api/notifications': 'session',
  'GET /api/pages/datatable': read('SalesDemo'),
  'GET /api/pages/faq': 'session',
  'GET /api/pages/help-center': 'session',
  'GET /api/pages/help-center/article': 'session',
  'GET /api/pages/profile': read('Profile'),
  'GET /api/pages/profile/header': read('Profile'),
  'GET /api/pages/profile/projects': read('Profile'),
  'GET /api/profile': 'session',
  'GET /api/profile/api-keys': 'session',
  'GET /api/profile/billing': 'session',
  'GET /api/profile/connections': 'session',
  'GET /api/profile/demo': 'session',
  'GET /api/profile/notification-settings': 'session',
  'GET /api/profile/plan/quote': 'session',
  'GET /api/profile/sessions': 'session',
  'GET /api/tickets': read('Ticket'),
  'GET /api/tickets/:id': read('Ticket'),
  'GET /api/tickets/:id/presence': read('Ticket'),
  'GET /api/tickets/canned-replies': read('Ticket'),
  'GET /api/tickets/customers': read('Ticket'),
  'GET /api/tickets/customers/:id': read('Ticket'),
  'GET /api/tickets/staff': read('Ticket'),
  'GET /api/tickets/summary': read('Ticket'),
} as const satisfies Record<string, ReadAccess>;

export type ReadEndpointKey = keyof typeof READ_ACCESS;

/** What an unlisted GET endpoint needs: fail closed, only an account that manages everything. */
export const UNLISTED_READ: ReadAccess = { subject: 'all' };

/** The read rule of `GET <path>` (`path` as registered, e.g. `/api/apps/users/:id`). */
export function readAccessOf(path: string): ReadAccess {
  const key = `GET ${path}`;
  return key in READ_ACCESS ? READ_ACCESS[key as ReadEndpointKey] : UNLISTED_READ;
}

/**
 * Enforces `READ_ACCESS` on every GET (and HEAD) under `/api`, before the route runs: 401 for
 * nobody unless public, then 403 without the read ability. The route's own checks still run;
 * a path no route answers falls through to the 404.
 */
export const readGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return next();
  // The handler that answers: Hono lists middleware (`ALL`) and handlers in the order they run.
  // Only the API's own: the portal around the app answers every other GET with the shell
  // (`GET *`), which must not turn an unknown API path into a 401 instead of its 404.
  const route = matchedRoutes(c).find((r) => r.method === 'GET' && r.path.startsWith('/api/'));
  if (!route) return next();
  const access = readAccessOf(route.path);
  if (access === 'session') await authenticate(c);
  else if (access !== 'public') await authorize(c, 'read', access.subject);
  return next();
};
