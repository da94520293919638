import { formatCurrency } from '@portal/design/base';

/** Cents (USD) as the reader's locale writes money. */
export const money = (cents: number) => formatCurrency(cents / 100, 'USD');
