import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { notificationSettingsSchema, type NotificationSettings } from '@portal/contract';
import { profileKeys } from '../../../lib/profile-queries';

export const notificationKeys = {
  settings: () => [...profileKeys.all, 'notification-settings'] as const,
};

/** GET /api/profile/notification-settings. */
export async function getNotificationSettings() {
  return notificationSettingsSchema.parse(await apiFetch('/api/profile/notification-settings'));
}
export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

/** PUT /api/profile/notification-settings. */
export async function saveNotificationSettings(body: NotificationSettings) {
  return notificationSettingsSchema.parse(
    await apiFetch('/api/profile/notification-settings', { method: 'PUT', json: body }),
  );
}
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}
