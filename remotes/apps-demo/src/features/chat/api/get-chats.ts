import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { chatsAndContactsSchema, chatWithContactSchema } from '@portal/contract';

export async function getChatsAndContacts(q: string, signal?: AbortSignal) {
  return chatsAndContactsSchema.parse(
    await apiFetch('/api/apps/chat/chats-and-contacts', { query: { q }, signal }),
  );
}

export async function getChat(userId: number, signal?: AbortSignal) {
  return chatWithContactSchema.parse(await apiFetch(`/api/apps/chat/chats/${userId}`, { signal }));
}

/** Query keys and options of the chat feature; mutations invalidate through `all()`. */
export const chatQueries = {
  all: () => ['apps-demo', 'chat'] as const,
  lists: () => [...chatQueries.all(), 'list'] as const,
  list: (q: string) =>
    queryOptions({
      queryKey: [...chatQueries.lists(), q] as const,
      queryFn: ({ signal }) => getChatsAndContacts(q, signal),
      placeholderData: keepPreviousData,
    }),
  chat: (userId: number, me: number) =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'chat', userId] as const,
      queryFn: ({ signal }) => getChat(userId, signal),
      // While the last word is ours, the other side may still deliver, see and answer it.
      refetchInterval: (query) =>
        query.state.data?.chat?.messages.at(-1)?.senderId === me ? 1000 : false,
    }),
};

export const useChatsAndContacts = (q: string) => useQuery(chatQueries.list(q));
export const useChat = (userId: number | null, me: number) =>
  useQuery({ ...chatQueries.chat(userId ?? 0, me), enabled: userId !== null });
