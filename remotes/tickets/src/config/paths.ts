/** Every route of the tickets remote. Build links with `href()`; never by hand. */
export const paths = {
  home: { path: '/ticket', href: () => '/ticket' },
} as const;
