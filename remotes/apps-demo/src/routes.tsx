import type { RemoteRouteTable } from '@portal/design';
import { paths } from './config/paths';
import menu from './menu';
import { redirectTo } from './lib/redirect';

const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
  es: () => import('./locales/es.json'),
};

const loadEmail = () => import('./features/email/components/email-page');

/** The apps-demo remote's contribution to the portal: dashboards, users, roles and permissions, ACL demo. */
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
      load: () => import('./features/dashboards/components/crm-dashboard-page'),
    },
    {
      path: paths.dashboards.analytics.path,
      load: () => import('./features/dashboards/components/analytics-dashboard-page'),
    },
    // Spec 6: only /access-control carries an ability rule; the pages below handle 403 answers.
    {
      path: paths.users.list.path,
      load: () => import('./features/users/components/user-list-page'),
    },
    {
      path: paths.users.view.path,
      load: () => import('./features/users/components/user-view-page'),
    },
    {
      path: paths.roles.path,
      load: () => import('./features/roles/components/roles-page'),
    },
    {
      path: paths.permissions.path,
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
      load: () => import('./features/kanban/components/kanban-page'),
    },
    {
      path: paths.chat.path,
      fixedHeight: true,
      load: () => import('./features/chat/components/chat-page'),
    },
    { path: paths.email.path, fixedHeight: true, load: loadEmail },
    { path: paths.email.filter.path, fixedHeight: true, load: loadEmail },
    { path: paths.email.label.path, fixedHeight: true, load: loadEmail },
    {
      path: paths.calendar.path,
      load: () => import('./features/calendar/components/calendar-page'),
    },
    // Academy (issue 13): the dashboard also answers at /dashboards/academy.
    {
      path: paths.academy.dashboard.path,
      load: () => import('./features/academy/components/academy-dashboard-page'),
    },
    {
      path: paths.academy.dashboardAlias.path,
      load: () => import('./features/academy/components/academy-dashboard-page'),
    },
    {
      path: paths.academy.myCourse.path,
      load: () => import('./features/academy/components/my-course-page'),
    },
    {
      path: paths.academy.courseDetails.path,
      load: () => import('./features/academy/components/course-details-page'),
    },
    // Logistics: the dashboard also answers at /dashboards/logistics; the fleet map fills the view.
    {
      path: paths.logistics.dashboard.path,
      load: () => import('./features/logistics/components/logistics-dashboard-page'),
    },
    {
      path: paths.logistics.dashboardAlias.path,
      load: () => import('./features/logistics/components/logistics-dashboard-page'),
    },
    {
      path: paths.logistics.fleet.path,
      load: () => import('./features/logistics/components/fleet-page'),
      fixedHeight: true,
    },
    {
      path: paths.userProfile.path,
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
