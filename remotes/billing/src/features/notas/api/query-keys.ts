import { resourceKeys } from '@portal/design/base';

/** Query keys of the billing notes: the only file other features may import to invalidate them. */
export const notaKeys = resourceKeys('billing', 'notas');
