/** The profile tabs, in the order the page shows them. */
export const PROFILE_TABS = [
  'account',
  'security',
  'billing-plans',
  'notification',
  'connection',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const isProfileTab = (value: string | undefined): value is ProfileTab =>
  PROFILE_TABS.some((tab) => tab === value);

/** Every route of the profile remote. Build links with `href()`; never by hand. */
export const paths = {
  profile: {
    root: { path: '/perfilClient', href: () => '/perfilClient' },
    tab: { path: '/perfilClient/:tab', href: (tab: ProfileTab) => `/perfilClient/${tab}` },
    demo: { path: '/perfilClient/demo', href: () => '/perfilClient/demo' },
  },
  /** The template's "account settings" pages: the same tabs under another prefix. */
  accountSettings: {
    root: { path: '/pages/account-settings', href: () => '/pages/account-settings' },
    tab: {
      path: '/pages/account-settings/:tab',
      href: (tab: ProfileTab) => `/pages/account-settings/${tab}`,
    },
  },
} as const;
