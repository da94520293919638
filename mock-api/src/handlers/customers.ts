import { http } from 'msw';
import { getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { json, messageResponse } from '../lib/http';
import { searchCustomers } from '../lib/customer-search';
import { findById } from '../lib/list';
import { listRoute } from '../lib/list-route';
import { safeResolver } from '../lib/safe-resolver';
import { BILLING_MESSAGES, customersQuerySchema } from '@portal/contract';

/** At most this many customers per search answer (pickers search as the user types). */
export const CUSTOMER_SEARCH_LIMIT = 20;

/**
 * The hosting customers, for the billing pickers. Readable by anyone who may read an invoice
 * (the auditor included).
 */
export const customerHandlers = [
  listRoute('/api/billing/customers', 'Factura', customersQuerySchema, ({ q }) => ({
    customers: searchCustomers(getDb().customers, q, CUSTOMER_SEARCH_LIMIT),
  })),

  http.get(
    '/api/billing/customers/:id',
    safeResolver(({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Factura');
      const notFound = () => messageResponse(404, BILLING_MESSAGES.customerNotFound);
      return json(findById(getDb().customers, params.id, notFound));
    }),
  ),
];
