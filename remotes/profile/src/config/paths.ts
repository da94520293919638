/** Every route of the profile remote. Build links with `href()`; never by hand. */
export const paths = {
  home: { path: '/perfilClient', href: () => '/perfilClient' },
} as const;
