import { formatDate } from '@portal/design/base';

/** A `YYYY-MM-DD` day as a medium date in the active language (read in UTC: no time-zone shift). */
export const formatDay = (iso: string) =>
  formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** Today plus `days` as `YYYY-MM-DD` in the user's time zone (form defaults). */
export function isoDay(days: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
