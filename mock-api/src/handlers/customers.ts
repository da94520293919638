import { http } from 'msw';
import { getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { json, messageResponse } from '../lib/http';
import { includesText, parseId } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseQuery } from '../lib/validate';
import { BILLING_MESSAGES, customersQuerySchema } from '@portal/contract';

/** At most this many customers per search answer (pickers search as the user types). */
export const CUSTOMER_SEARCH_LIMIT = 20;

/**
 * The hosting customers, for the billing pickers. Readable by anyone who may read an invoice
 * (the auditor included).
 */
export const customerHandlers = [
  http.get(
    '/api/billing/customers',
    safeResolver(({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Factura');
      const { q } = parseQuery(request.url, customersQuerySchema);
      const needle = q.trim();
      const customers = getDb()
        .customers.filter(
          (customer) =>
            includesText(customer.name, needle) ||
            includesText(customer.taxId, needle) ||
            includesText(customer.email, needle),
        )
        .slice(0, CUSTOMER_SEARCH_LIMIT);
      return json({ customers });
    }),
  ),

  http.get(
    '/api/billing/customers/:id',
    safeResolver(({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Factura');
      const id = parseId(params.id);
      const customer = getDb().customers.find((candidate) => candidate.id === id);
      return customer ? json(customer) : messageResponse(404, BILLING_MESSAGES.customerNotFound);
    }),
  ),
];
