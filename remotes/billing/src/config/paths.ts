type Search = URLSearchParams | string | undefined;

const withSearch = (path: string, search: Search) => {
  const query = search === undefined ? '' : search.toString();
  return query ? `${path}?${query}` : path;
};
const withId = (base: string) => (id: number | string) =>
  `${base}/${encodeURIComponent(String(id))}`;

/** Every route of the billing remote. Build links with `href()`; never by hand. */
export const paths = {
  invoice: {
    list: {
      path: '/apps/invoice/list',
      href: (search?: Search) => withSearch('/apps/invoice/list', search),
    },
    preview: { path: '/apps/invoice/preview/:id', href: withId('/apps/invoice/preview') },
    add: {
      path: '/apps/invoice/add',
      href: (search?: Search) => withSearch('/apps/invoice/add', search),
    },
    edit: { path: '/apps/invoice/edit/:id', href: withId('/apps/invoice/edit') },
  },
  facturacion: {
    list: { path: '/Facturacion', href: (search?: Search) => withSearch('/Facturacion', search) },
    detail: { path: '/Facturacion/:id', href: withId('/Facturacion') },
  },
  notas: {
    list: {
      path: '/notasCobro/list',
      href: (search?: Search) => withSearch('/notasCobro/list', search),
    },
    detail: { path: '/notasCobro/:id', href: withId('/notasCobro') },
  },
  habilitaciones: {
    list: {
      path: '/habilitaciones',
      href: (search?: Search) => withSearch('/habilitaciones', search),
    },
    cambios: {
      path: '/habilitaciones/cambios',
      href: (search?: Search) => withSearch('/habilitaciones/cambios', search),
    },
    detail: { path: '/habilitaciones/:id', href: withId('/habilitaciones') },
  },
  sofono: { path: '/sofono', href: (search?: Search) => withSearch('/sofono', search) },
} as const;
