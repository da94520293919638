import { activeLocale } from '@portal/design/base';

/** Short month names in the active language, January first. */
export function monthNames(count = 12): string[] {
  const format = new Intl.DateTimeFormat(activeLocale(), { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, month) =>
    format.format(new Date(Date.UTC(2024, month, 1))),
  );
}
