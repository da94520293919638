import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { customerSchema, customersResponseSchema } from '@portal/contract';

/** Up to 20 hosting customers whose name, tax id or email contain `q`. */
export async function getCustomers(q: string, signal?: AbortSignal) {
  return customersResponseSchema.parse(
    await apiFetch('/api/billing/customers', { query: { q }, signal }),
  );
}

/** One customer (address, country, email for a document's "Bill to"). */
export async function getCustomer(id: number, signal?: AbortSignal) {
  return customerSchema.parse(await apiFetch(`/api/billing/customers/${id}`, { signal }));
}

/** Query keys and options of the billing customers (pickers of several features). */
export const customerQueries = {
  all: () => ['billing', 'customers'] as const,
  list: (q: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(), 'list', { q }] as const,
      queryFn: ({ signal }) => getCustomers(q, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...customerQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getCustomer(id, signal),
      staleTime: 60_000,
    }),
};

export const useCustomers = (q: string) => useQuery(customerQueries.list(q));

export const useCustomer = (id: number) => useQuery(customerQueries.detail(id));
