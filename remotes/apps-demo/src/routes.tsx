import type { RemoteRouteTable } from '@portal/design/base';
import { paths } from './config/paths';
import { DASHBOARD_API } from './features/dashboards/api/dashboard-paths';
import menu, { READ } from './menu';
import { redirectTo } from './lib/redirect';

const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
  es: () => import('./locales/es.json'),
};

const loadEmail = () => import('./features/email/components/email-page');
const email = { fixedHeight: true, load: loadEmail, ability: READ.email };

/**
 * The apps-demo remote's contribution to the portal: dashboards, users, roles and permissions, ACL
 * demo. A page needs the read ability its data needs (the server's read table,
 * server/src/http/read-access.ts); the help center is for every signed-in account.
 */
const routeTable: RemoteRouteTable = {
  namespace: 'apps-demo',
  loadMessages: async (language) => {
    const load = loaders[language] ?? loaders.en;
    if (!load) return {};
    return (await load()).default;
  },
  routes: [
    {
      path: paths.dashboards.crm.path,
      ability: READ.dashboard,
      load: () => import('./features/dashboards/components/crm-dashboard-page'),
      prefetch: [DASHBOARD_API.crm],
    },
    {
      path: paths.dashboards.analytics.path,
      ability: READ.dashboard,
      load: () => import('./features/dashboards/components/analytics-dashboard-page'),
      prefetch: [DASHBOARD_API.analytics],
    },
    {
      path: paths.users.list.path,
      ability: READ.user,
      load: () => import('./features/users/components/user-list-page'),
    },
    {
      path: paths.users.view.path,
      ability: READ.user,
      load: () => import('./features/users/components/user-view-page'),
    },
    {
      path: paths.roles.path,
      ability: READ.permission,
      load: () => import('./features/roles/components/roles-page'),
    },
    {
      path: paths.permissions.path,
      ability: READ.permission,
      load: () => import('./features/permissions/components/permissions-page'),
    },
    {
      path: paths.accessControl.path,
      load: () => import('./features/access-control/components/access-control-page'),
      ability: { action: 'read', subject: 'AclDemo' },
    },
    {
      path: paths.outbox.path,
      load: () => import('./features/outbox/components/outbox-page'),
      // The bodies hold password-reset links: administrators only (server: read Outbox).
      ability: { action: 'read', subject: 'Outbox' },
    },
    {
      path: paths.kanban.path,
      ability: READ.kanban,
      load: () => import('./features/kanban/components/kanban-page'),
    },
    {
      path: paths.chat.path,
      ability: READ.chat,
      fixedHeight: true,
      load: () => import('./features/chat/components/chat-page'),
    },
    { path: paths.email.path, ...email },
    { path: paths.email.filter.path, ...email },
    { path: paths.email.label.path, ...email },
    {
      path: paths.calendar.path,
      ability: READ.calendar,
      load: () => import('./features/calendar/components/calendar-page'),
    },
    // Academy (issue 13): the dashboard also answers at /dashboards/academy.
    {
      path: paths.academy.dashboard.path,
      ability: READ.course,
      load: () => import('./features/academy/components/academy-dashboard-page'),
    },
    {
      path: paths.academy.dashboardAlias.path,
      ability: READ.course,
      load: () => import('./features/academy/components/academy-dashboard-page'),
    },
    {
      path: paths.academy.myCourse.path,
      ability: READ.course,
      load: () => import('./features/academy/components/my-course-page'),
    },
    {
      path: paths.academy.courseDetails.path,
      ability: READ.course,
      load: () => import('./features/academy/components/course-details-page'),
    },
    // Logistics: the dashboard also answers at /dashboards/logistics; the fleet map fills the view.
    {
      path: paths.logistics.dashboard.path,
      ability: READ.vehicle,
      load: () => import('./features/logistics/components/logistics-dashboard-page'),
    },
    {
      path: paths.logistics.dashboardAlias.path,
      ability: READ.vehicle,
      load: () => import('./features/logistics/components/logistics-dashboard-page'),
    },
    {
      path: paths.logistics.fleet.path,
      ability: READ.vehicle,
      load: () => import('./features/logistics/components/fleet-page'),
      fixedHeight: true,
    },
    {
      path: paths.userProfile.path,
      ability: READ.profile,
      load: () => import('./features/user-profile/components/user-profile-page'),
    },
    {
      path: paths.helpCenter.landing.path,
      load: () => import('./features/help-center/components/help-center-page'),
    },
    {
      path: paths.helpCenter.article.path,
      load: () => import('./features/help-center/components/help-article-page'),
    },
    // Bare prefixes open their default page instead of "not found".
    ...Object.entries(paths.redirects).map(([path, to]) => ({ path, load: redirectTo(to) })),
  ],
  menu,
};

export default routeTable;
