import type { Invoice, Payment } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import { testDb } from '@portal/mock-api/testing';

/**
 * The template app's invoices as the test's database holds them (what a page saved), in the
 * API's shape: `total` and `balance` in major units, lines, payments and history in order.
 */
export async function storedInvoice(id: number): Promise<Invoice | undefined> {
  const db = testDb();
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [lines, payments, history] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('invoice_payments')
      .selectAll()
      .where('invoice_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('invoices_history')
      .selectAll()
      .where('owner_id', '=', id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    id: row.id,
    issuedDate: row.issued_date,
    dueDate: row.due_date,
    client: {
      name: row.client_name,
      company: row.client_company,
      companyEmail: row.client_company_email,
      address: row.client_address,
      country: row.client_country,
      contact: row.client_contact,
    },
    service: row.service,
    total: toMajor(row.total, row.currency),
    avatar: row.avatar,
    invoiceStatus: row.status as Invoice['invoiceStatus'],
    balance: toMajor(row.balance, row.currency),
    currency: row.currency as Invoice['currency'],
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      discount: line.discount,
      tax: line.tax,
    })),
    note: row.note,
    payments: payments.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      date: payment.date,
      method: payment.method as Payment['method'],
      note: payment.note,
      recordedBy: payment.recorded_by,
      recordedAt: payment.recorded_at,
    })),
    history: history.map((event) => ({
      id: event.id,
      at: event.at,
      actor: { id: event.actor_id, fullName: event.actor_name, email: event.actor_email },
      action: event.action,
      from: event.from_state,
      to: event.to_state,
      detail: event.detail,
    })),
  };
}

/** Ids of the stored invoices, in order. */
export async function storedInvoiceIds(): Promise<number[]> {
  const rows = await testDb().selectFrom('invoices').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Arranges a payment recorded elsewhere (another tab, another person): figures follow. */
export async function addStoredPayment(invoiceId: number, payment: Payment): Promise<void> {
  const db = testDb();
  const { last } = await db
    .selectFrom('invoice_payments')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_payments')
    .values({
      id: payment.id,
      invoice_id: invoiceId,
      position: last === null ? 0 : last + 1,
      amount: payment.amount,
      date: payment.date,
      method: payment.method,
      note: payment.note,
      recorded_by: payment.recordedBy,
      recorded_at: payment.recordedAt,
    })
    .execute();
  await db
    .updateTable('invoices')
    .set((eb) => ({
      paid: eb('paid', '+', payment.amount),
      balance: eb('balance', '-', payment.amount),
    }))
    .where('id', '=', invoiceId)
    .execute();
}
