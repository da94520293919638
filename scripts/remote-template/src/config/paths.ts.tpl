/** Every route of the __NAME__ remote. Build links with `href()`; never by hand. */
export const paths = {
  home: { path: '__PREFIX__', href: () => '__PREFIX__' },
} as const;
