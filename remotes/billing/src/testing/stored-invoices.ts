import type { Payment } from '@portal/contract';
import { storedInvoice, testDb } from '@portal/mock-api/testing';

/** Invoices as stored, read by the API's own repository (`storedInvoice`). */
export { storedInvoice };

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
