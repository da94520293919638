import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { salesRowSchema, salesRowsResponseSchema, type SalesRowBody } from '@portal/contract';

export async function getSalesRows(signal?: AbortSignal) {
  return salesRowsResponseSchema.parse(await apiFetch('/api/pages/datatable', { signal }));
}

export async function updateSalesRow({ id, ...body }: SalesRowBody & { id: number }) {
  return salesRowSchema.parse(
    await apiFetch(`/api/pages/datatable/${id}`, { method: 'PUT', json: body }),
  );
}

export async function deleteSalesRow(id: number): Promise<void> {
  await apiFetch(`/api/pages/datatable/${id}`, { method: 'DELETE' });
}

/** Query keys and options of the tables feature; mutations invalidate through `all()`. */
export const salesQueries = {
  all: () => ['ui-demo', 'sales-rows'] as const,
  list: () =>
    queryOptions({ queryKey: salesQueries.all(), queryFn: ({ signal }) => getSalesRows(signal) }),
};

export const useSalesRows = () => useQuery(salesQueries.list());

export function useUpdateSalesRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalesRow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueries.all() }),
  });
}

export function useDeleteSalesRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map(deleteSalesRow)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesQueries.all() }),
  });
}
