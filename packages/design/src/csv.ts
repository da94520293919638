/** One CSV column: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

/** Spreadsheet apps run cells starting with these as formulas (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: ReturnType<CsvColumn<unknown>['value']>): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
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
