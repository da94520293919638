import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import {
  chatProfileUserSchema,
  chatSendResponseSchema,
  type ChatProfileBody,
  type ChatSendBody,
} from '@portal/contract';
import { chatQueries } from './get-chats';

export async function sendMessage({ userId, ...body }: ChatSendBody & { userId: number }) {
  return chatSendResponseSchema.parse(
    await apiFetch(`/api/apps/chat/chats/${userId}`, { method: 'POST', json: body }),
  );
}

export async function updateChatProfile(body: ChatProfileBody) {
  return chatProfileUserSchema.parse(
    await apiFetch('/api/apps/chat/profile', { method: 'PUT', json: body }),
  );
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatQueries.all() }),
  });
}

export function useUpdateChatProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatQueries.all() }),
  });
}
