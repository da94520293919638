import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import {
  invoiceClientSchema,
  invoiceClientsResponseSchema,
  type InvoiceClient,
} from '@portal/contract';
import { invoiceQueries } from './get-invoices';

export async function getInvoiceClients(q: string, signal?: AbortSignal) {
  return invoiceClientsResponseSchema.parse(
    await apiFetch('/api/apps/invoice/clients', { query: q ? { q } : {}, signal }),
  );
}

export async function createInvoiceClient(client: InvoiceClient) {
  return invoiceClientSchema.parse(
    await apiFetch('/api/apps/invoice/clients', { method: 'POST', json: client }),
  );
}

export const invoiceClientQueries = {
  all: () => [...invoiceQueries.all(), 'clients'] as const,
  list: (q: string) =>
    queryOptions({
      queryKey: [...invoiceClientQueries.all(), 'list', { q }] as const,
      queryFn: ({ signal }) => getInvoiceClients(q, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useInvoiceClients = (q: string) => useQuery(invoiceClientQueries.list(q));

export function useCreateInvoiceClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoiceClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceClientQueries.all() }),
  });
}
