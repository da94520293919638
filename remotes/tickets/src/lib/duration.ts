import { activeLocale } from '@portal/design/base';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (value: number, name: 'day' | 'hour' | 'minute', locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);

/** `2d 3h`, `4h 15m`, `12m` in the active language (absolute value; at least one minute). */
export function formatDuration(ms: number, locale = activeLocale()): string {
  const total = Math.max(Math.abs(ms), MINUTE);
  if (total >= DAY) {
    const days = Math.floor(total / DAY);
    const hours = Math.floor((total % DAY) / HOUR);
    return hours > 0
      ? `${unit(days, 'day', locale)} ${unit(hours, 'hour', locale)}`
      : unit(days, 'day', locale);
  }
  if (total >= HOUR) {
    const hours = Math.floor(total / HOUR);
    const minutes = Math.floor((total % HOUR) / MINUTE);
    return minutes > 0
      ? `${unit(hours, 'hour', locale)} ${unit(minutes, 'minute', locale)}`
      : unit(hours, 'hour', locale);
  }
  return unit(Math.floor(total / MINUTE), 'minute', locale);
}

/** `1.2 MB`, `340 KB`. */
export function formatBytes(bytes: number, locale = activeLocale()): string {
  const [value, name] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
