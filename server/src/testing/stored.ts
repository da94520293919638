import type { Invoice } from '@portal/contract';
import { findInvoiceHeader, readInvoices } from '../repositories/invoices.repository';
import { testDb } from './app';

/**
 * An invoice of the template app as the test's database holds it (what a page saved), read by
 * the repository the API answers from: `total` and `balance` in major units, lines, payments and
 * history in order.
 */
export async function storedInvoice(id: number): Promise<Invoice | undefined> {
  const db = testDb();
  const header = await findInvoiceHeader(db, id);
  if (!header) return undefined;
  const [invoice] = await readInvoices(db, [header]);
  return invoice;
}
