/** The shell's own routes. Remote routes belong to each remote's route table. */
export const paths = {
  root: { path: '/', href: () => '/' },
  home: { path: '/dashboards/crm', href: () => '/dashboards/crm' },
  login: {
    path: '/authentication/login',
    href: (to?: string | null) =>
      to ? `/authentication/login?to=${encodeURIComponent(to)}` : '/authentication/login',
  },
  notAuthorized: { path: '/not-authorized', href: () => '/not-authorized' },
  miscNotAuthorized: {
    path: '/pages/misc/not-authorized',
    href: () => '/pages/misc/not-authorized',
  },
  comingSoon: { path: '/pages/misc/coming-soon', href: () => '/pages/misc/coming-soon' },
  underMaintenance: {
    path: '/pages/misc/under-maintenance',
    href: () => '/pages/misc/under-maintenance',
  },
  pageNotFound: { path: '/pages/misc/page-not-found', href: () => '/pages/misc/page-not-found' },
  notFoundWithError: {
    path: '/pages/misc/not-found/:error',
    href: (error: string) => `/pages/misc/not-found/${encodeURIComponent(error)}`,
  },
  serverError: { path: '/pages/misc/server-error', href: () => '/pages/misc/server-error' },
} as const;
