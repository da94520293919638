import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, subscribeLive } from '@portal/auth';
import { notificationsResponseSchema } from '@portal/contract';

export const notificationKeys = {
  list: (userId: number) => ['app-bar', 'notifications', 'list', userId] as const,
};

/** GET /api/notifications: the signed-in account's in-app notifications and unread count. */
export async function getNotifications() {
  return notificationsResponseSchema.parse(await apiFetch('/api/notifications'));
}

/** POST /api/notifications/:id/read, or /read-all when `id` is null. */
export async function markRead(id: string | null) {
  const path =
    id === null
      ? '/api/notifications/read-all'
      : `/api/notifications/${encodeURIComponent(id)}/read`;
  return notificationsResponseSchema.parse(await apiFetch(path, { method: 'POST', json: {} }));
}

export const notificationsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: getNotifications,
    // A safety net: new notifications arrive live (useLiveNotifications).
    refetchInterval: 60_000,
  });

export const useNotifications = (userId: number) => useQuery(notificationsQueryOptions(userId));

/** Refetches the bell when the live stream says a notification arrived for this account. */
export function useLiveNotifications(userId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive(['notification'], () => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
      }),
    [queryClient, userId],
  );
}

export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.list(userId), answer),
  });
}
