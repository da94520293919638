import {
  FACTURA_SERIES,
  NOTA_SERIES,
  type AuditEvent,
  type Factura,
  type Nota,
} from '@portal/contract';
import { invoiceTotals, sumMinor } from '@portal/contract/money';
import type { Kysely } from 'kysely';
import { lineRows, paymentRows } from '../../repositories/billing-documents.repository';
import { setCounter } from '../../repositories/counters.repository';
import { adjustSearchGrams, facturaSearchText } from '../../repositories/facturas.repository';
import { clientRow } from '../../repositories/invoices.repository';
import { appendHistories, type HistoryTableName } from '../../repositories/history.repository';
import type { Database } from '../database';
import { sortKey } from '../dialect';
import type { SeedData } from './data/schema';
import { insertMany } from './insert';

/** The last number of each `<series>-<year>` in `numbers` (what the counters start from). */
function lastNumbers(numbers: readonly (string | null)[]): Map<string, number> {
  const last = new Map<string, number>();
  for (const number of numbers) {
    const match = number === null ? null : /^([A-Z]+-\d{4})-(\d+)$/.exec(number);
    if (!match?.[1] || !match[2]) continue;
    last.set(match[1], Math.max(last.get(match[1]) ?? 0, Number(match[2])));
  }
  return last;
}

async function insertHistories(
  db: Kysely<Database>,
  table: HistoryTableName,
  owners: readonly { id: number; history: readonly AuditEvent[] }[],
) {
  await appendHistories(
    db,
    table,
    owners.map((owner) => ({ ownerId: owner.id, events: owner.history })),
  );
}

/**
 * Facturacion invoices (lines, payments, history) and billing notes (their invoices, history).
 * An invoice the sample data calls overdue is stored as issued or partially paid: overdue is
 * computed from the date when read.
 */
export async function insertFacturacion(
  db: Kysely<Database>,
  facturas: readonly Factura[],
  notas: readonly Nota[],
): Promise<void> {
  // ----- Facturacion -----
  await insertMany(
    db,
    'facturas',
    facturas.map((factura) => ({
      id: factura.id,
      number: factura.number,
      customer_id: factura.customer.id,
      customer_name: factura.customer.name,
      customer_name_key: sortKey(factura.customer.name),
      customer_tax_id: factura.customer.taxId,
      currency: factura.currency,
      issue_date: factura.issueDate,
      due_date: factura.dueDate,
      status:
        factura.status === 'overdue'
          ? factura.paid > 0
            ? 'partially_paid'
            : 'issued'
          : factura.status,
      subtotal: factura.subtotal,
      discount: factura.discount,
      tax: factura.tax,
      total: factura.total,
      paid: factura.paid,
      balance: factura.balance,
      notes: factura.notes,
      void_reason: factura.voidReason,
      search_text: facturaSearchText(factura.number, factura.customer.name, factura.customer.taxId),
    })),
  );
  await adjustSearchGrams(
    db,
    facturas.map((factura) => ({
      before: null,
      after: facturaSearchText(factura.number, factura.customer.name, factura.customer.taxId),
    })),
  );
  await insertMany(
    db,
    'factura_lines',
    facturas.flatMap((factura) =>
      lineRows(factura.lines).map((row) => ({ ...row, factura_id: factura.id })),
    ),
  );
  await insertMany(
    db,
    'factura_payments',
    facturas.flatMap((factura) =>
      paymentRows(factura.payments).map((row) => ({ ...row, factura_id: factura.id })),
    ),
  );
  await insertHistories(db, 'facturas_history', facturas);

  // ----- Billing notes -----
  await insertMany(
    db,
    'notas',
    notas.map((nota) => ({
      id: nota.id,
      number: nota.number,
      customer_id: nota.customer.id,
      customer_name: nota.customer.name,
      customer_name_key: sortKey(nota.customer.name),
      customer_tax_id: nota.customer.taxId,
      currency: nota.currency,
      created_at: nota.createdAt,
      due_date: nota.dueDate,
      status: nota.status,
      total: nota.total,
      message: nota.message,
      cancel_reason: nota.cancelReason,
    })),
  );
  await insertMany(
    db,
    'nota_facturas',
    notas.flatMap((nota) =>
      nota.facturaIds.map((facturaId, position) => ({
        nota_id: nota.id,
        factura_id: facturaId,
        position,
      })),
    ),
  );
  await insertHistories(db, 'notas_history', notas);
}

/**
 * Customers, Facturacion invoices (lines, payments, history), billing notes (their invoices,
 * history) and the template invoice app (clients, invoices, lines, payments, history), with the
 * `FA-<year>` and `NC-<year>` counters at the last number used.
 */
export async function seedBilling(db: Kysely<Database>, data: SeedData) {
  await insertMany(
    db,
    'customers',
    data.customers.map((customer) => ({
      id: customer.id,
      name: customer.name,
      name_key: sortKey(customer.name),
      tax_id: customer.taxId,
      email: customer.email,
      address: customer.address,
      country: customer.country,
      currency: customer.currency,
    })),
  );

  await insertFacturacion(db, data.facturas, data.notas);
  const series = lastNumbers([
    ...data.facturas.map((factura) => factura.number),
    ...data.notas.map((nota) => nota.number),
  ]);
  for (const [name, value] of series)
    if (name.startsWith(`${FACTURA_SERIES}-`) || name.startsWith(`${NOTA_SERIES}-`))
      await setCounter(db, name, value);

  // ----- The template invoice app -----
  await insertMany(db, 'invoice_clients', data.invoiceClients.map(clientRow));
  await insertMany(
    db,
    'invoices',
    data.invoices.map((invoice) => {
      // The spec's major-unit figures come from these (the money module's).
      const total = invoiceTotals(invoice.lines).total;
      const paid = sumMinor(invoice.payments.map((payment) => payment.amount));
      return {
        id: invoice.id,
        issued_date: invoice.issuedDate,
        due_date: invoice.dueDate,
        client_name: invoice.client.name,
        client_name_key: sortKey(invoice.client.name),
        client_company: invoice.client.company,
        client_company_email: invoice.client.companyEmail,
        client_address: invoice.client.address,
        client_country: invoice.client.country,
        client_contact: invoice.client.contact,
        service: invoice.service,
        avatar: invoice.avatar,
        status: invoice.invoiceStatus,
        currency: invoice.currency,
        total,
        paid,
        balance: total - paid,
        note: invoice.note,
      };
    }),
  );
  await insertMany(
    db,
    'invoice_lines',
    data.invoices.flatMap((invoice) =>
      lineRows(invoice.lines).map((row) => ({ ...row, invoice_id: invoice.id })),
    ),
  );
  await insertMany(
    db,
    'invoice_payments',
    data.invoices.flatMap((invoice) =>
      paymentRows(invoice.payments).map((row) => ({ ...row, invoice_id: invoice.id })),
    ),
  );
  await insertHistories(db, 'invoices_history', data.invoices);
}
