import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import { calendarEventSchema, calendarEventsSchema, type CalendarName } from '@portal/contract';

export async function getEvents(calendars: readonly CalendarName[], signal?: AbortSignal) {
  return calendarEventsSchema.parse(
    await apiFetch('/api/apps/calendar', { query: { calendars }, signal }),
  );
}

/** GET /api/apps/calendar/:id: one event, with its version (`versionOf`) for the edit drawer. */
export async function getEvent(id: number, signal?: AbortSignal) {
  return parseVersioned(
    calendarEventSchema,
    await apiFetch(`/api/apps/calendar/${id}`, { signal }),
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
  detail: (id: number) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getEvent(id, signal),
    }),
};

export const useEvents = (calendars: readonly CalendarName[]) =>
  useQuery(eventQueries.list(calendars));

export const useEvent = (id: number | null) =>
  useQuery({ ...eventQueries.detail(id ?? 0), enabled: id !== null });
