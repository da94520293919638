import { apiFetch } from '@portal/auth';
import {
  chatProfileUserSchema,
  chatSendResponseSchema,
  type ChatProfileBody,
  type ChatSendBody,
} from '@portal/contract';
import { useRefreshingMutation } from '@portal/design/base';
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

export const useSendMessage = () => useRefreshingMutation(sendMessage, chatQueries.all());

export const useUpdateChatProfile = () =>
  useRefreshingMutation(updateChatProfile, chatQueries.all());
