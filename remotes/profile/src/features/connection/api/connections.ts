import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { connectionsResponseSchema, type ConnectionId } from '@portal/contract';
import { profileKeys } from '../../../lib/profile-queries';

export const connectionKeys = { list: () => [...profileKeys.all, 'connections'] as const };

/** GET /api/profile/connections. */
export async function getConnections() {
  return connectionsResponseSchema.parse(await apiFetch('/api/profile/connections'));
}
export const useConnections = () =>
  useQuery({ queryKey: connectionKeys.list(), queryFn: getConnections });

/** POST /api/profile/connections/:id/connect|disconnect. */
export async function setConnection({ id, connect }: { id: ConnectionId; connect: boolean }) {
  return connectionsResponseSchema.parse(
    await apiFetch(`/api/profile/connections/${id}/${connect ? 'connect' : 'disconnect'}`, {
      method: 'POST',
      json: {},
    }),
  );
}
export function useSetConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConnection,
    onSuccess: (answer) => queryClient.setQueryData(connectionKeys.list(), answer),
  });
}
