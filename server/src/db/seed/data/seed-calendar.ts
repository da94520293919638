import type { CalendarEvent, CalendarName } from '@portal/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Sample events spread over the current month (so the calendar opens on something), the same
 * for every seed made in that month.
 */
export function seedCalendar(now = new Date()): CalendarEvent[] {
  const year = now.getFullYear();
  const month = now.getMonth();
  const day = (d: number) => {
    const date = new Date(year, month, d);
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };
  const event = (
    id: number,
    title: string,
    calendar: CalendarName,
    start: string,
    end: string,
    allDay = false,
    extra: Partial<CalendarEvent['extendedProps']> & { url?: string } = {},
  ): CalendarEvent => ({
    id,
    url: extra.url ?? '',
    title,
    start,
    end,
    allDay,
    extendedProps: {
      calendar,
      guests: extra.guests ?? [],
      location: extra.location ?? '',
      description: extra.description ?? '',
    },
  });
  return [
    event(1, 'Design Review', 'Business', `${day(3)}T10:00:00`, `${day(3)}T11:30:00`, false, {
      guests: ['Lucia Ferrer', 'Omar Quinn'],
      location: 'Room 2',
      description: 'Walk through the new billing screens.',
    }),
    event(2, 'Meeting With Client', 'Business', `${day(7)}T14:00:00`, `${day(7)}T15:00:00`, false, {
      url: 'https://example.com/meet',
      guests: ['Nadia Risby'],
    }),
    event(3, 'Family Trip', 'Holiday', day(10), day(13), true, { location: 'Lisbon' }),
    event(4, "Doctor's Appointment", 'Personal', `${day(12)}T09:00:00`, `${day(12)}T09:45:00`),
    event(5, 'Dart Game?', 'ETC', `${day(15)}T18:00:00`, `${day(15)}T20:00:00`),
    event(6, 'Family Dinner', 'Family', `${day(18)}T19:30:00`, `${day(18)}T22:00:00`),
    event(7, 'Monthly Meeting', 'Business', `${day(21)}T09:00:00`, `${day(21)}T10:00:00`),
    event(8, 'Product Review', 'Business', day(24), day(25), true),
    event(9, 'Yoga Class', 'Personal', `${day(26)}T07:00:00`, `${day(26)}T08:00:00`),
  ];
}
