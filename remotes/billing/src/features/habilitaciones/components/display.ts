import { activeLocale } from '@portal/design';
import { formatMoney } from '@portal/mock-api/money';
import { ApiError } from '@portal/auth';
import type { TFunction } from 'i18next';

/** Minor units in the active language. */
export const money = (minor: number, currency: string) =>
  formatMoney(minor, currency, activeLocale());

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A translated message for a failed request of this feature. */
export function errorText(error: unknown, t: TFunction<'billing'>): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('habilitaciones.errors.forbidden');
    if (error.status === 404) return t('habilitaciones.errors.notFound');
    if (error.status === 409) return t('habilitaciones.errors.conflict');
    if (error.status >= 500) return t('habilitaciones.errors.server');
  }
  return t('habilitaciones.errors.generic');
}
