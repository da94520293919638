import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { useRefreshingMutation } from '@portal/design/base';
import { invoiceQueries } from './get-invoices';

export async function deleteInvoice(id: number): Promise<void> {
  await apiFetch(`/api/apps/invoice/${id}`, { method: 'DELETE' });
}

/** Deletes several invoices one after the other; resolves with the ids that failed. */
export async function deleteInvoices(ids: readonly number[]): Promise<number[]> {
  const failed: number[] = [];
  for (const id of ids) {
    try {
      await deleteInvoice(id);
    } catch {
      failed.push(id);
    }
  }
  return failed;
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceQueries.all() }),
  });
}

/** Refreshes the lists whether some deletions failed or not. */
export const useDeleteInvoices = () => useRefreshingMutation(deleteInvoices, invoiceQueries.all());
