import { ApiError } from '@portal/auth';
import type { TFunction } from 'i18next';

/** A translated, user-facing message for a failed request. */
export function errorMessage(error: unknown, t: TFunction<'billing'>): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('invoice.errors.forbidden');
    if (error.status === 404) return t('invoice.errors.notFound');
    if (error.status >= 500) return t('invoice.errors.server');
  }
  return t('invoice.errors.generic');
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** First message per field of an API 400 answer, or null for any other failure. */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
