import { apiFetch, parseVersioned } from '@portal/auth';
import {
  calendarEventSchema,
  type CalendarEventBody,
  type CalendarEventPatch,
} from '@portal/contract';
import { useRefreshingMutation } from '@portal/design/base';
import { eventQueries } from './get-events';

export async function createEvent(body: CalendarEventBody) {
  return calendarEventSchema.parse(
    await apiFetch('/api/apps/calendar', { method: 'POST', json: body }),
  );
}

/** PUT /api/apps/calendar/:id, made from version `ifMatch` (412 when the event moved on). */
export async function updateEvent({
  id,
  patch,
  ifMatch = null,
}: {
  id: number;
  patch: CalendarEventPatch;
  ifMatch?: string | null;
}) {
  return parseVersioned(
    calendarEventSchema,
    await apiFetch(`/api/apps/calendar/${id}`, { method: 'PUT', json: patch, ifMatch }),
  );
}

export async function deleteEvent(id: number): Promise<void> {
  await apiFetch(`/api/apps/calendar/${id}`, { method: 'DELETE' });
}

const useEventMutation = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useRefreshingMutation(mutationFn, eventQueries.all());

export const useCreateEvent = () => useEventMutation(createEvent);
export const useUpdateEvent = () => useEventMutation(updateEvent);
export const useDeleteEvent = () => useEventMutation(deleteEvent);
