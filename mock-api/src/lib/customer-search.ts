import type { Customer } from '@portal/contract';
import { includesText } from './list';

/** The customers whose name, tax id or e-mail contains `q` (trimmed; any case), at most `limit`. */
export function searchCustomers(
  customers: readonly Customer[],
  q: string,
  limit: number,
): Customer[] {
  const needle = q.trim();
  return customers
    .filter(
      (customer) =>
        includesText(customer.name, needle) ||
        includesText(customer.taxId, needle) ||
        includesText(customer.email, needle),
    )
    .slice(0, limit);
}
