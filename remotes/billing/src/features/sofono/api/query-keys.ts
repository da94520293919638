import { resourceKeys } from '@portal/design/base';

/** Query keys of the phone lines: the only file other features may import to invalidate them. */
export const sofonoKeys = resourceKeys('billing', 'sofono');
