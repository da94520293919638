import { ApiError } from '@portal/auth';
import type { TFunction } from 'i18next';

/** A translated, user-facing message for a failed request. */
export function errorMessage(error: unknown, t: TFunction<'billing'>): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('notas.errors.forbidden');
    if (error.status === 404) return t('notas.errors.notFound');
    if (error.status === 409) return t('notas.errors.conflict');
    if (error.status === 400) return t('notas.errors.invalid');
    if (error.status >= 500) return t('notas.errors.server');
  }
  return t('notas.errors.generic');
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Field errors of a 400 answer, first message per field (`lines.0.quantity`...). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const [first] = messages;
    if (first) result[field] = first;
  }
  return result;
}
