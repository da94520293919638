import { ApiError } from '@portal/auth';
import type { TFunction } from 'i18next';
import { apiErrorMessage, firstFieldErrors } from '../../../lib/api-errors';

export { isNotFound } from '../../../lib/api-errors';

/** A translated, user-facing message for a failed request. */
export const errorMessage = (error: unknown, t: TFunction<'billing'>) =>
  apiErrorMessage(error, t, 'invoice', ['forbidden', 'notFound', 'server']);

/** First message per field of an API 400 answer, or null for any other failure. */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = firstFieldErrors(error);
  return Object.keys(errors).length > 0 ? errors : null;
}
