/**
 * The one money module of the portal: the template invoice app, Facturacion, billing notes and
 * the mock API all compute amounts here, so a total is the same figure wherever it shows.
 *
 * Amounts are integers in minor units (cents). Quantities, discounts and tax rates are decimals
 * given by people; they are turned into integers (thousandths of a unit, hundredths of a
 * percent) and every product is computed exactly with BigInt.
 *
 * Rounding rule (one, everywhere): each line is rounded to the minor unit, half away from zero,
 * in this order:
 *   gross    = quantity x unit price                       (rounded)
 *   discount = gross x discount %                          (rounded)
 *   net      = gross - discount
 *   tax      = net x tax %                                 (rounded)
 *   total    = net + tax
 * The invoice figures are plain sums of the rounded line figures; nothing is rounded twice.
 */

/** Integer amount in minor units (cents). */
export type Minor = number;

/** What the money module needs of an invoice line. */
export interface MoneyLine {
  /** Decimal, up to 3 places. */
  quantity: number;
  /** Minor units, integer. */
  unitPrice: Minor;
  /** Percent 0..100, up to 2 places. */
  discount: number;
  /** Percent 0..100, up to 2 places. */
  tax: number;
}

export interface LineAmounts {
  gross: Minor;
  discount: Minor;
  net: Minor;
  tax: Minor;
  total: Minor;
}

export interface InvoiceTotals {
  /** Sum of line gross amounts (before discounts). */
  subtotal: Minor;
  discount: Minor;
  /** Sum of line net amounts (after discounts, before tax). */
  net: Minor;
  tax: Minor;
  total: Minor;
  /** Tax per rate (percent), sorted by rate; what the document prints under the subtotal. */
  taxByRate: { rate: number; base: Minor; tax: Minor }[];
}

/** Scale of quantities: thousandths of a unit. */
const QUANTITY_SCALE = 1000n;
/** Scale of percentages: hundredths of a percent, so 100% = 10 000. */
const PERCENT_SCALE = 10_000n;

/** a / b rounded half away from zero (b > 0). */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const quotient = (magnitude * 2n + b) / (2n * b);
  return negative ? -quotient : quotient;
}

/** Decimal -> integer at `scale` (e.g. 1.5 at 1000 -> 1500), rounding float noise away. */
function scaled(value: number, scale: bigint): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return BigInt(Math.round(value * Number(scale)));
}

const toNumber = (value: bigint): Minor => Number(value);

/** The amounts of one line, each rounded to the minor unit (see the rule above). */
export function lineAmounts(line: MoneyLine): LineAmounts {
  if (!Number.isInteger(line.unitPrice)) {
    throw new RangeError(`unitPrice must be an integer of minor units, got ${line.unitPrice}`);
  }
  const gross = divideRounded(
    scaled(line.quantity, QUANTITY_SCALE) * BigInt(line.unitPrice),
    QUANTITY_SCALE,
  );
  const discount = divideRounded(gross * scaled(line.discount, 100n), PERCENT_SCALE);
  const net = gross - discount;
  const tax = divideRounded(net * scaled(line.tax, 100n), PERCENT_SCALE);
  return {
    gross: toNumber(gross),
    discount: toNumber(discount),
    net: toNumber(net),
    tax: toNumber(tax),
    total: toNumber(net + tax),
  };
}

/** Totals of an invoice: sums of the rounded line amounts. */
export function invoiceTotals(lines: readonly MoneyLine[]): InvoiceTotals {
  const totals: InvoiceTotals = {
    subtotal: 0,
    discount: 0,
    net: 0,
    tax: 0,
    total: 0,
    taxByRate: [],
  };
  const byRate = new Map<number, { base: Minor; tax: Minor }>();
  for (const line of lines) {
    const amounts = lineAmounts(line);
    totals.subtotal += amounts.gross;
    totals.discount += amounts.discount;
    totals.net += amounts.net;
    totals.tax += amounts.tax;
    totals.total += amounts.total;
    const rate = byRate.get(line.tax) ?? { base: 0, tax: 0 };
    rate.base += amounts.net;
    rate.tax += amounts.tax;
    byRate.set(line.tax, rate);
  }
  totals.taxByRate = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, { base, tax }]) => ({ rate, base, tax }));
  return totals;
}

/** Sum of amounts in minor units. */
export const sumMinor = (amounts: readonly Minor[]): Minor =>
  amounts.reduce((sum, amount) => sum + amount, 0);

/** Intl formatters are costly to build: one per locale and currency, reused. */
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Digits after the decimal point of a currency (USD 2, JPY 0, ...), from Intl. */
export function currencyDigits(currency: string): number {
  return currencyFormatter('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units -> major units as a number (1234 USD cents -> 12.34). Display and spec fields only. */
export function toMajor(minor: Minor, currency = 'USD'): number {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

/** Major units (a number with at most the currency's digits) -> minor units. */
export function toMinor(major: number, currency = 'USD'): Minor {
  const digits = currencyDigits(currency);
  return Math.round(major * 10 ** digits);
}

/**
 * Text a person typed ("1234.5", "1,234.50", "1 234,50", "-3") -> minor units, or null when it is
 * not an amount or has more decimals than the currency allows. The last `.` or `,` followed by
 * 1..digits figures is the decimal separator; other separators and spaces group thousands.
 * Only a comma followed by exactly three figures ("1,234") is read as grouping on its own.
 */
export function parseMoney(text: string, currency = 'USD'): Minor | null {
  const digits = currencyDigits(currency);
  const trimmed = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^-?[\d.,]+$/.test(trimmed) || !/\d/.test(trimmed)) return null;
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  const match = /^(.*?)(?:[.,](\d+))?$/.exec(body);
  if (!match) return null;
  let [, whole = '', fraction = ''] = match;
  // "1,234" in a 2-digit currency is one thousand two hundred thirty-four, not 1.234; a lone
  // "12.345" is refused (too many decimals) rather than guessed.
  if (fraction.length > digits) {
    if (fraction.length === 3 && /^\d{1,3}(,\d{3})+$/.test(body)) {
      whole = body;
      fraction = '';
    } else {
      return null;
    }
  }
  if (whole !== '' && !/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole)) return null;
  const wholeDigits = whole.replace(/[.,]/g, '') || '0';
  const minor = Number(wholeDigits) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return negative ? -minor : minor;
}

/** Minor units as money in a locale: formatMoney(123456, 'EUR', 'fr') -> "1 234,56 €". */
export function formatMoney(minor: Minor, currency = 'USD', locale = 'en'): string {
  return currencyFormatter(locale, currency).format(toMajor(minor, currency));
}

/**
 * Minor units as a plain decimal for an input field, without grouping: 123456 -> "1234.56".
 */
export function minorToInput(minor: Minor, currency = 'USD'): string {
  const digits = currencyDigits(currency);
  return toMajor(minor, currency).toFixed(digits);
}
