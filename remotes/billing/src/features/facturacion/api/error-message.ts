import type { TFunction } from 'i18next';
import { apiErrorMessage } from '../../../lib/api-errors';

export { firstFieldErrors as fieldErrors, isNotFound } from '../../../lib/api-errors';

/** A translated, user-facing message for a failed request. */
export const errorMessage = (error: unknown, t: TFunction<'billing'>) =>
  apiErrorMessage(error, t, 'facturacion', [
    'forbidden',
    'notFound',
    'conflict',
    'invalid',
    'server',
  ]);
