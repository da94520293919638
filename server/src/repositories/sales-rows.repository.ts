import type { SalesRow } from '@portal/contract';
import { toMajor, type Minor } from '@portal/contract/money';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { toBool } from '../db/dialect';

type SalesRowRecord = Selectable<Database['sales_rows']>;

/** The received-payment status a paid amount means for a total. */
export function receivedStatus(
  paidAmount: number,
  total: number,
): SalesRow['payment']['receivedPaymentStatus'] {
  if (paidAmount <= 0) return 'Unpaid';
  return paidAmount >= total ? 'Fully Paid' : 'Partially Paid';
}

const toSalesRow = (row: SalesRowRecord): SalesRow => ({
  id: row.id,
  product: {
    id: row.product_id,
    name: row.product_name,
    slug: row.product_slug,
    brand: row.product_brand,
    category: row.product_category,
    price: toMajor(row.product_price_minor),
    image: row.product_image,
    hasFreeShipping: toBool(row.product_has_free_shipping),
    rating: row.product_rating,
    description: row.product_description,
  },
  date: row.date,
  buyer: { name: row.buyer_name, avatar: row.buyer_avatar },
  payment: {
    total: toMajor(row.total_minor),
    receivedPaymentStatus: receivedStatus(row.paid_amount_minor, row.total_minor),
    paidAmount: toMajor(row.paid_amount_minor),
    status: row.status as SalesRow['payment']['status'],
  },
});

/** Every sales row, in id order (the data table pages and sorts in the browser). */
export async function listSalesRows(db: Kysely<Database>): Promise<SalesRow[]> {
  const rows = await db.selectFrom('sales_rows').selectAll().orderBy('id').execute();
  return rows.map(toSalesRow);
}

export async function findSalesRow(
  db: Kysely<Database>,
  id: number,
): Promise<SalesRow | undefined> {
  const row = await db.selectFrom('sales_rows').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSalesRow(row);
}

/** The row's total in minor units (undefined when it is gone). */
export async function salesRowTotal(db: Kysely<Database>, id: number): Promise<Minor | undefined> {
  const row = await db
    .selectFrom('sales_rows')
    .select('total_minor')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.total_minor;
}

export async function updateSalesRow(
  db: Kysely<Database>,
  id: number,
  change: { buyerName: string; status: string; paidAmount: Minor },
): Promise<SalesRow | undefined> {
  const row = await db
    .updateTable('sales_rows')
    .set({
      buyer_name: change.buyerName,
      status: change.status,
      paid_amount_minor: change.paidAmount,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toSalesRow(row);
}

export async function deleteSalesRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('sales_rows').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
