import { activeLocale } from '@portal/design/base';
import { formatMoney } from '@portal/contract/money';
import type { HabilitacionRow } from '@portal/contract';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../lib/day';

/** Minor units in the active language. */
export const money = (minor: number, currency: string) =>
  formatMoney(minor, currency, activeLocale());

/** The renewal day; a cancelled enablement renews no more. */
export const renewal = (
  h: Pick<HabilitacionRow, 'status' | 'renewalDate'>,
  t: TFunction<'billing'>,
) => (h.status === 'cancelled' ? t('habilitaciones.noRenewal') : formatDay(h.renewalDate));
