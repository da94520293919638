import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import {
  billingResponseSchema,
  planQuoteSchema,
  type BillingAddress,
  type ChangePlanBody,
  type NewCardBody,
} from '@portal/contract';
import { profileKeys } from '../../../lib/profile-queries';

export const billingKeys = {
  billing: () => [...profileKeys.all, 'billing'] as const,
  quote: (body: ChangePlanBody) => [...profileKeys.all, 'billing', 'quote', body] as const,
};

/** GET /api/profile/billing: plan, cards, billing address and history. */
export async function getBilling() {
  return billingResponseSchema.parse(await apiFetch('/api/profile/billing'));
}
export const useBilling = () => useQuery({ queryKey: billingKeys.billing(), queryFn: getBilling });

/** GET /api/profile/plan/quote: what a change would cost today (proration). */
export async function getPlanQuote(body: ChangePlanBody) {
  return planQuoteSchema.parse(await apiFetch('/api/profile/plan/quote', { query: body }));
}
export const usePlanQuote = (body: ChangePlanBody, enabled: boolean) =>
  useQuery({ queryKey: billingKeys.quote(body), queryFn: () => getPlanQuote(body), enabled });

type Write = { path: string; method: 'POST' | 'PUT' | 'DELETE'; json?: unknown };

/** Every billing write answers the whole billing state, which replaces the cached one. */
export async function writeBilling({ path, method, json }: Write) {
  return billingResponseSchema.parse(await apiFetch(path, { method, json }));
}
export function useBillingWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeBilling,
    onSuccess: (billing) => queryClient.setQueryData(billingKeys.billing(), billing),
  });
}

export const billingWrites = {
  changePlan: (json: ChangePlanBody): Write => ({
    path: '/api/profile/plan',
    method: 'POST',
    json,
  }),
  cancelPlan: (): Write => ({ path: '/api/profile/plan/cancel', method: 'POST', json: {} }),
  addCard: (json: NewCardBody): Write => ({
    path: '/api/profile/payment-methods',
    method: 'POST',
    json,
  }),
  editCard: (id: string, json: { holder: string; expiry: string }): Write => ({
    path: `/api/profile/payment-methods/${encodeURIComponent(id)}`,
    method: 'PUT',
    json,
  }),
  makePrimary: (id: string): Write => ({
    path: `/api/profile/payment-methods/${encodeURIComponent(id)}/primary`,
    method: 'POST',
    json: {},
  }),
  deleteCard: (id: string): Write => ({
    path: `/api/profile/payment-methods/${encodeURIComponent(id)}`,
    method: 'DELETE',
  }),
  saveAddress: (json: BillingAddress): Write => ({
    path: '/api/profile/billing-address',
    method: 'PUT',
    json,
  }),
};
