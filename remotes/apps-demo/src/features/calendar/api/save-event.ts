import { apiFetch } from '@portal/auth';
import {
  calendarEventSchema,
  type CalendarEventBody,
  type CalendarEventPatch,
} from '@portal/contract';
import { useRefreshingMutation } from '@portal/design';
import { eventQueries } from './get-events';

export async function createEvent(body: CalendarEventBody) {
  return calendarEventSchema.parse(
    await apiFetch('/api/apps/calendar', { method: 'POST', json: body }),
  );
}

export async function updateEvent({ id, patch }: { id: number; patch: CalendarEventPatch }) {
  return calendarEventSchema.parse(
    await apiFetch(`/api/apps/calendar/${id}`, { method: 'PUT', json: patch }),
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
