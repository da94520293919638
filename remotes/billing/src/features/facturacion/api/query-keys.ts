import { resourceKeys } from '@portal/design/base';

/** Query keys of Facturacion: the only file other features may import to invalidate them. */
export const facturaKeys = resourceKeys('billing', 'facturas');
