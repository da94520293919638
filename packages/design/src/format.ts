import { i18n } from './i18n';

/**
 * The active i18n language, or English before i18n is initialised. `language`, not
 * `resolvedLanguage`: the portal starts in the chosen language before that language's messages
 * have loaded, and i18next then resolves to English and keeps saying so after they arrive (dates
 * were English on Arabic pages).
 */
export const activeLocale = (): string => i18n.language || 'en';

type DateInput = Date | string | number;

/**
 * The first day of the week for a language (0 = Sunday): Saturday in Arabic, else Monday. One
 * rule for every date picker (the kit's theme) and the calendar.
 */
export const firstDayOfWeek = (language: string): 0 | 1 | 6 => (language === 'ar' ? 6 : 1);

// Building an Intl formatter costs far more than formatting with it (a 50-message thread or a
// page of rows formats hundreds of values): one per language and options, built on first use.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cachedFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat, O extends object>(
  Format: new (locale: string, options: O) => F,
  options: O,
): F {
  const locale = activeLocale();
  const key = `${Format.name}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = new Format(locale, options);
    formats.set(key, format);
  }
  return format;
}

const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cachedFormat(Intl.DateTimeFormat, options);
const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
  cachedFormat(Intl.NumberFormat, options);

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
  return dateFormat(options).format(date);
}

/**
 * `language` with the digits this browser writes it in (`fr-u-nu-latn`, `ar-u-nu-arab`): a chart
 * drawn by the server numbers its axes as the page does.
 */
export function numberLocale(language: string): string {
  const { locale, numberingSystem } = new Intl.NumberFormat(language).resolvedOptions();
  return new Intl.Locale(locale, { numberingSystem }).toString();
}

/** A number in the active language (grouping, decimal separator, digits). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

/** An amount of money in the active language. Default currency: USD. */
export function formatCurrency(
  value: number,
  currency = 'USD',
  options?: Omit<Intl.NumberFormatOptions, 'style' | 'currency'>,
): string {
  return numberFormat({ ...options, style: 'currency', currency }).format(value);
}

/** A percentage given in percent units (12.5 -> "12.5%"), signed when `signed` is true. */
export function formatPercent(value: number, { signed = false } = {}): string {
  return numberFormat({
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

/** Region codes by English name ("Spain" -> "ES"), built once from Intl's own English names. */
let regionCodes: Map<string, string> | null = null;
const REGION_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  russia: 'RU',
};

function regionCode(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  if (!regionCodes) {
    regionCodes = new Map(Object.entries(REGION_ALIASES));
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const A = 'A'.charCodeAt(0);
    for (let i = 0; i < 26 * 26; i += 1) {
      const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
      const name = english.of(code);
      if (name && name !== code) regionCodes.set(name.toLowerCase(), code);
    }
  }
  return regionCodes.get(trimmed.toLowerCase());
}

/**
 * A country's name in the active language, from an ISO 3166 code ("ES") or an English name
 * ("Spain", as the API stores it): "Espagne" in French. Anything unknown is returned as given.
 */
export function countryName(value: string): string {
  const code = regionCode(value);
  if (!code) return value;
  try {
    return (
      new Intl.DisplayNames([activeLocale()], { type: 'region', fallback: 'none' }).of(code) ??
      value
    );
  } catch {
    return value;
  }
}
