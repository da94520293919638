import { BILLING_MESSAGES, type Customer } from '@portal/contract';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import * as customers from '../repositories/customers.repository';

/** At most this many customers per search answer (pickers search as the user types). */
export const CUSTOMER_SEARCH_LIMIT = 20;

/** The hosting customers whose name, tax id or e-mail contains `q`, for the billing pickers. */
export async function searchCustomers(deps: AppDeps, q: string) {
  return { customers: await customers.searchCustomers(deps.db, q, CUSTOMER_SEARCH_LIMIT) };
}

export async function getCustomer(deps: AppDeps, id: number | null): Promise<Customer> {
  const customer = id === null ? undefined : await customers.findCustomer(deps.db, id);
  if (!customer) throw notFound(BILLING_MESSAGES.customerNotFound);
  return customer;
}
