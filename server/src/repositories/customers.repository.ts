import type { Customer } from '@portal/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { containsText } from '../db/dialect';

type CustomerRow = Selectable<Database['customers']>;

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  taxId: row.tax_id,
  email: row.email,
  address: row.address,
  country: row.country,
  currency: row.currency as Customer['currency'],
});

/** Customers whose name, tax id or e-mail contains `q` (trimmed, any case), at most `limit`, by id. */
export async function searchCustomers(
  db: Kysely<Database>,
  q: string,
  limit: number,
): Promise<Customer[]> {
  const needle = q.trim();
  let query = db.selectFrom('customers').selectAll();
  if (needle !== '')
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('name'), needle),
        containsText(eb.ref('tax_id'), needle),
        containsText(eb.ref('email'), needle),
      ]),
    );
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(toCustomer);
}

export async function findCustomer(
  db: Kysely<Database>,
  id: number,
): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCustomer(row);
}
