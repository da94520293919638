/** One CSV column: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

/** Spreadsheet apps run cells starting with these as formulas (CSV injection). */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;
/**
 * Characters a spreadsheet may split a line on (a `;` locale, tab, pipe) or start a new row at:
 * `Bob;=1+1` becomes the cells `Bob` and `=1+1` there, so every part is checked.
 */
const SEPARATORS = /([,;\t|\r\n])/;
/** A plain number or phone number (`+1 (248) 555-0100`, `-42.5`): no function can hide in it. */
const NUMBER_LIKE = /^\s*[+-]?[\d\s()./-]*\d[\d\s()./-]*$/;

/** Prefix `'` to every part of the text a spreadsheet would run as a formula. */
function neutralise(text: string): string {
  if (/^[\t\r]/.test(text)) text = `'${text}`;
  return text
    .split(SEPARATORS)
    .map((part, index) =>
      index % 2 === 0 && FORMULA_START.test(part) && !NUMBER_LIKE.test(part)
        ? part.replace(/^(\s*)/, "$1'")
        : part,
    )
    .join('');
}

function cell(value: ReturnType<CsvColumn<unknown>['value']>): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  let text = String(value);
  if (typeof value === 'string') text = neutralise(text);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV: comma separated, CRLF line ends, quoted where needed, quotes doubled. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header))];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))));
  return lines.map((line) => line.join(',')).join('\r\n');
}

/** Byte order mark: Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

/** Builds the CSV (with BOM) and has the browser download it as `filename`. */
export function downloadCsv<T>(
  filename: string,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
): void {
  const blob = new Blob([CSV_BOM + toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
