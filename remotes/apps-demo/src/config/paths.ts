/** Every route of the apps-demo remote. Build links with `href()`; never by hand. */
export const paths = {
  dashboards: {
    crm: { path: '/dashboards/crm', href: () => '/dashboards/crm' },
    analytics: { path: '/dashboards/analytics', href: () => '/dashboards/analytics' },
  },
  users: {
    list: {
      path: '/apps/user/list',
      href: (search?: URLSearchParams | string) => {
        const query = search === undefined ? '' : search.toString();
        return query ? `/apps/user/list?${query}` : '/apps/user/list';
      },
    },
    view: {
      path: '/apps/user/view/:id',
      href: (id: number | string) => `/apps/user/view/${encodeURIComponent(String(id))}`,
    },
  },
  roles: { path: '/apps/roles', href: () => '/apps/roles' },
  permissions: { path: '/apps/permissions', href: () => '/apps/permissions' },
  accessControl: { path: '/access-control', href: () => '/access-control' },
  kanban: { path: '/apps/kanban', href: () => '/apps/kanban' },
  chat: { path: '/apps/chat', href: () => '/apps/chat' },
  calendar: { path: '/apps/calendar', href: () => '/apps/calendar' },
  email: {
    path: '/apps/email',
    href: () => '/apps/email',
    filter: {
      path: '/apps/email/filter/:filter',
      href: (filter: string) => `/apps/email/filter/${encodeURIComponent(filter)}`,
    },
    label: {
      path: '/apps/email/label/:label',
      href: (label: string) => `/apps/email/label/${encodeURIComponent(label)}`,
    },
  },
} as const;
