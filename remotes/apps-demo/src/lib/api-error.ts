import { ApiError } from '@portal/auth';
import type { TFunction } from 'i18next';

/** A translated, user-facing message for a failed request. */
export function errorMessage(error: unknown, t: TFunction<'apps-demo'>): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('errors.forbidden');
    if (error.status === 404) return t('errors.notFound');
    if (error.status >= 500) return t('errors.server');
  }
  return t('errors.generic');
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
