type Search = URLSearchParams | string | undefined;

const withSearch = (path: string, search: Search) => {
  const query = search === undefined ? '' : search.toString();
  return query ? `${path}?${query}` : path;
};

/** Every route of the tickets remote. Build links with `href()`; never by hand. */
export const paths = {
  list: { path: '/ticket', href: (search?: Search) => withSearch('/ticket', search) },
  detail: {
    path: '/ticket/:id',
    href: (id: number, search?: Search) => withSearch(`/ticket/${id}`, search),
  },
  create: { path: '/ticket/create', href: () => '/ticket/create' },
} as const;

/** Billing routes the customer card links to (by URL: a remote never imports another). */
export const billingLinks = {
  habilitacion: (id: number) => `/habilitaciones/${id}`,
  factura: (id: number) => `/Facturacion/${id}`,
  habilitaciones: (customerName: string) =>
    `/habilitaciones?${new URLSearchParams({ q: customerName }).toString()}`,
  facturas: (customerName: string) =>
    `/Facturacion?${new URLSearchParams({ q: customerName }).toString()}`,
} as const;
