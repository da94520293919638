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
  /** "Outgoing e-mail" (administrators); `?message=<id>` opens one. */
  outbox: { path: '/admin/outbox', href: () => '/admin/outbox' },
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
  academy: {
    dashboard: { path: '/apps/academy/dashboard', href: () => '/apps/academy/dashboard' },
    dashboardAlias: { path: '/dashboards/academy', href: () => '/dashboards/academy' },
    myCourse: { path: '/apps/academy/my-course', href: () => '/apps/academy/my-course' },
    courseDetails: {
      path: '/apps/academy/course-details',
      href: (id?: number) =>
        id === undefined ? '/apps/academy/course-details' : `/apps/academy/course-details?id=${id}`,
    },
  },
  logistics: {
    dashboard: { path: '/apps/logistics/dashboard', href: () => '/apps/logistics/dashboard' },
    dashboardAlias: { path: '/dashboards/logistics', href: () => '/dashboards/logistics' },
    fleet: {
      path: '/apps/logistics/fleet',
      href: (vehicleId?: number) =>
        vehicleId === undefined
          ? '/apps/logistics/fleet'
          : `/apps/logistics/fleet?vehicle=${vehicleId}`,
    },
  },
  userProfile: {
    path: '/pages/user-profile/:tab',
    href: (tab: 'profile' | 'teams' | 'projects' | 'connections' = 'profile') =>
      `/pages/user-profile/${tab}`,
  },
  helpCenter: {
    landing: { path: '/pages/help-center', href: () => '/pages/help-center' },
    article: {
      path: '/pages/help-center/article/:slug',
      href: (slug: string) => `/pages/help-center/article/${encodeURIComponent(slug)}`,
    },
  },
  /** Bare prefixes and the page each opens (the template's defaults). */
  redirects: {
    '/dashboards': '/dashboards/crm',
    '/admin': '/admin/outbox',
    '/apps/user': '/apps/user/list',
    '/apps/user/view': '/apps/user/list',
    '/apps/email/filter': '/apps/email',
    '/apps/email/label': '/apps/email',
    '/apps/academy': '/apps/academy/dashboard',
    '/apps/logistics': '/apps/logistics/dashboard',
    '/pages/user-profile': '/pages/user-profile/profile',
    '/pages/help-center/article': '/pages/help-center',
  },
} as const;
