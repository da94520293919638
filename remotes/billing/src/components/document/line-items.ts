import { minorToInput, parseMoney } from '@portal/contract/money';
import type { LineItem } from '@portal/contract';

/**
 * One line as the editor holds it: the text people typed, kept as typed so nothing is lost
 * when a field does not parse. `key` is a stable React key (rows can be reordered).
 */
export interface LineItemRow {
  key: string;
  description: string;
  quantity: string;
  /** Money text in major units ("12.50", "1,234.50"). */
  unitPrice: string;
  /** Percent text, empty = 0. */
  discount: string;
  /** Percent text, empty = 0. */
  tax: string;
}

/** Messages for the problems `toLineItems` finds (translate them with `useLineErrorMessages`). */
export interface LineErrorMessages {
  required: string;
  quantity: string;
  price: string;
  percent: string;
}

export const ENGLISH_LINE_ERRORS: LineErrorMessages = {
  required: 'This field is required',
  quantity: 'Enter a quantity above 0 with at most 3 decimals',
  price: 'Enter an amount such as 12.50',
  percent: 'Enter a percentage from 0 to 100 with at most 2 decimals',
};

let keySeed = 0;
/** A new row key, unique in this page. */
export const newRowKey = () => `line-${Date.now().toString(36)}-${(keySeed += 1)}`;

/** An empty row (quantity 1, no discount or tax). */
export function emptyLineRow(): LineItemRow {
  return { key: newRowKey(), description: '', quantity: '1', unitPrice: '', discount: '', tax: '' };
}

/** "1,5" or "1.5" -> 1.5 when it has at most `places` decimals; null otherwise. */
export function parseDecimal(text: string, places: number): number | null {
  const normalised = text.trim().replace(',', '.');
  const pattern = new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
  if (!pattern.test(normalised)) return null;
  return Number(normalised);
}

function parsePercent(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = parseDecimal(text, 2);
  return value !== null && value <= 100 ? value : null;
}

/** One row as a line, or null when a field does not parse (for live totals). */
export function rowToLine(row: LineItemRow, currency: string): LineItem | null {
  const quantity = parseDecimal(row.quantity, 3);
  const unitPrice = parseMoney(row.unitPrice, currency);
  const discount = parsePercent(row.discount);
  const tax = parsePercent(row.tax);
  if (quantity === null || quantity <= 0 || quantity > 100_000) return null;
  if (unitPrice === null || unitPrice < 0) return null;
  if (discount === null || tax === null) return null;
  return { description: row.description.trim(), quantity, unitPrice, discount, tax };
}

/** The rows that parse, as lines (live totals while typing; invalid rows count as nothing). */
export const parsedLines = (rows: readonly LineItemRow[], currency: string): LineItem[] =>
  rows.flatMap((row) => {
    const line = rowToLine(row, currency);
    return line ? [line] : [];
  });

/**
 * Form rows -> API lines, or the problems keyed like the API answers them
 * (`lines.0.quantity`), so one `errors` object feeds the editor either way.
 */
export function toLineItems(
  rows: readonly LineItemRow[],
  currency: string,
  messages: LineErrorMessages = ENGLISH_LINE_ERRORS,
): { lines: LineItem[] } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines: LineItem[] = [];
  rows.forEach((row, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const description = row.description.trim();
    if (!description) errors[at('description')] = messages.required;
    const quantity = parseDecimal(row.quantity, 3);
    if (quantity === null || quantity <= 0 || quantity > 100_000) {
      errors[at('quantity')] = row.quantity.trim() ? messages.quantity : messages.required;
    }
    const unitPrice = parseMoney(row.unitPrice, currency);
    if (unitPrice === null || unitPrice < 0 || unitPrice > 100_000_000) {
      errors[at('unitPrice')] = row.unitPrice.trim() ? messages.price : messages.required;
    }
    const discount = parsePercent(row.discount);
    if (discount === null) errors[at('discount')] = messages.percent;
    const tax = parsePercent(row.tax);
    if (tax === null) errors[at('tax')] = messages.percent;
    if (quantity !== null && unitPrice !== null && discount !== null && tax !== null) {
      lines.push({ description, quantity, unitPrice, discount, tax });
    }
  });
  return Object.keys(errors).length > 0 ? { errors } : { lines };
}

/** API lines -> editor rows (amounts as plain decimals, no grouping). */
export function fromLineItems(lines: readonly LineItem[], currency: string): LineItemRow[] {
  return lines.map((line) => ({
    key: newRowKey(),
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: minorToInput(line.unitPrice, currency),
    discount: line.discount === 0 ? '' : String(line.discount),
    tax: line.tax === 0 ? '' : String(line.tax),
  }));
}
