import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { calendarEventsSchema, type CalendarName } from '@portal/contract';

export async function getEvents(calendars: readonly CalendarName[], signal?: AbortSignal) {
  return calendarEventsSchema.parse(
    await apiFetch('/api/apps/calendar', { query: { calendars }, signal }),
  );
}

/** Query keys and options of the calendar feature; mutations invalidate through `all()`. */
export const eventQueries = {
  all: () => ['apps-demo', 'calendar'] as const,
  list: (calendars: readonly CalendarName[]) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list', [...calendars].sort()] as const,
      queryFn: ({ signal }) => getEvents(calendars, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useEvents = (calendars: readonly CalendarName[]) =>
  useQuery(eventQueries.list(calendars));
