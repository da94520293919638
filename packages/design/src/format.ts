import { i18n } from './i18n';

/** The active i18n language, or English before i18n is initialised. */
export const activeLocale = (): string => i18n.resolvedLanguage ?? i18n.language ?? 'en';

type DateInput = Date | string | number;

/**
 * A date in the active language. Default style: medium date (`Jan 5, 2026`, `5 janv. 2026`).
 * Invalid input gives an empty string rather than "Invalid Date".
 */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(activeLocale(), options).format(date);
}

/** A number in the active language (grouping, decimal separator, digits). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(activeLocale(), options).format(value);
}

/** An amount of money in the active language. Default currency: USD. */
export function formatCurrency(
  value: number,
  currency = 'USD',
  options?: Omit<Intl.NumberFormatOptions, 'style' | 'currency'>,
): string {
  return new Intl.NumberFormat(activeLocale(), { ...options, style: 'currency', currency }).format(
    value,
  );
}

/** A percentage given in percent units (12.5 -> "12.5%"), signed when `signed` is true. */
export function formatPercent(value: number, { signed = false } = {}): string {
  return new Intl.NumberFormat(activeLocale(), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}
