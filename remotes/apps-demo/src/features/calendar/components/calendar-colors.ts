import type { CalendarName } from '@portal/contract';

/** Dark shades under white text (4.5:1 in both schemes; green.9 and orange.9 fall short). */
export const CALENDAR_COLORS: Record<CalendarName, string> = {
  Business: 'blue.9',
  Holiday: 'teal.9',
  Personal: 'red.9',
  ETC: 'cyan.9',
  Family: 'pink.9',
};

/** The same colour as a CSS value, for FullCalendar. */
export const calendarCssColor = (calendar: CalendarName) => {
  const [name, shade] = CALENDAR_COLORS[calendar].split('.');
  return `var(--mantine-color-${name}-${shade})`;
};
