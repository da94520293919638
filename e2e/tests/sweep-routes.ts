/**
 * The routes the axe sweep (a11y.spec.ts) walks, by group. scripts/checks/sweep-routes.test.ts
 * fails when a route of a route table (shell/src/config/paths.ts, each remote's
 * src/config/paths.ts) has no entry here, in ui-demo-routes.ts or in its list of reasoned
 * exceptions.
 */

/** The light sign-in bundle: scanned by a page load of its own. */
export const LOGIN_ROUTE = '/authentication/login';

/** Public routes of the full shell, walked signed out. */
export const PUBLIC_ROUTES = [
  '/register',
  '/authentication/register-multi-steps',
  '/authentication/forgot-password',
  '/authentication/reset-password?token=demo',
  '/authentication/reset-password-v2?token=demo',
  '/authentication/verify-email?email=admin%40demo.com',
  '/not-authorized',
  '/pages/misc/coming-soon',
  '/pages/misc/under-maintenance',
  '/pages/misc/not-found/404',
  '/pages/misc/server-error',
];

export const SIGNED_IN_ROUTES = [
  '/dashboards/crm',
  '/dashboards/analytics',
  '/apps/user/list',
  '/apps/user/view/21',
  '/apps/roles',
  '/apps/permissions',
  '/access-control',
  '/admin/outbox',
];

/** The billing remote's routes. */
export const BILLING_ROUTES = [
  '/apps/invoice/list',
  '/apps/invoice/preview/5036',
  '/apps/invoice/add',
  '/apps/invoice/edit/5036',
  '/Facturacion',
  '/Facturacion/1',
  '/notasCobro/list',
  '/notasCobro/1',
  '/habilitaciones',
  '/habilitaciones/1',
  '/habilitaciones/cambios',
  '/sofono',
];

/** The tickets remote's routes (the split view with a ticket open, and the create form). */
export const TICKET_ROUTES = ['/ticket', '/ticket/1', '/ticket/create'];
/** The profile remote's tabs and its read-only demo. */
export const PROFILE_ROUTES = [
  '/perfilClient/account',
  '/perfilClient/security',
  '/perfilClient/billing-plans',
  '/perfilClient/notification',
  '/perfilClient/connection',
  '/perfilClient/demo',
];

/** The apps-demo communication apps (issue 12). */
export const APPS_COMM_ROUTES = [
  '/apps/email',
  '/apps/email/filter/sent',
  '/apps/email/label/important',
  '/apps/chat',
  '/apps/chat?chat=2',
  '/apps/calendar',
  '/apps/kanban',
];

/** Issue 13's pages in the apps-demo remote. */
export const APPS_ROUTES = [
  '/apps/academy/dashboard',
  '/apps/academy/my-course',
  '/apps/academy/course-details?id=1',
  '/apps/logistics/dashboard',
  '/apps/logistics/fleet?vehicle=2',
];
export const PAGES_ROUTES = [
  '/pages/user-profile/profile',
  '/pages/user-profile/teams',
  '/pages/user-profile/projects',
  '/pages/user-profile/connections',
  '/pages/help-center',
  '/pages/help-center/article/getting-started',
];
