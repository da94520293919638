/** Query keys of Facturacion: the only file other features may import to invalidate them. */
export const facturaKeys = {
  all: () => ['billing', 'facturas'] as const,
  lists: () => [...facturaKeys.all(), 'list'] as const,
  details: () => [...facturaKeys.all(), 'detail'] as const,
};
