/** Every route of the ui-demo remote. Build links with `href()`; never by hand. */
export const paths = {
  home: { path: '/components', href: () => '/components' },
} as const;
