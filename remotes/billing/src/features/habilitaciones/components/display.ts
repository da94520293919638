import { activeLocale } from '@portal/design';
import { formatMoney } from '@portal/contract/money';
import { apiErrorMessage } from '../../../lib/api-errors';
import type { TFunction } from 'i18next';

/** Minor units in the active language. */
export const money = (minor: number, currency: string) =>
  formatMoney(minor, currency, activeLocale());

export { isNotFound } from '../../../lib/api-errors';

/** A translated message for a failed request of this feature. */
export const errorText = (error: unknown, t: TFunction<'billing'>) =>
  apiErrorMessage(error, t, 'habilitaciones', ['forbidden', 'notFound', 'conflict', 'server']);
