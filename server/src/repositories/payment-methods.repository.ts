import type { CardBrand, PaymentMethod } from '@portal/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import { toBool } from '../db/dialect';

type CardRow = Selectable<Database['profile_payment_methods']>;

const toPaymentMethod = (row: CardRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand as CardBrand,
  last4: row.last4,
  holder: row.holder,
  expiry: row.expiry,
  primary: toBool(row.is_primary),
});

/** The account's cards in the order they were added. */
export async function listPaymentMethods(
  db: Kysely<Database>,
  accountId: number,
): Promise<PaymentMethod[]> {
  const rows = await db
    .selectFrom('profile_payment_methods')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('seq')
    .execute();
  return rows.map(toPaymentMethod);
}

export async function findPaymentMethod(
  db: Kysely<Database>,
  accountId: number,
  id: string,
): Promise<PaymentMethod | undefined> {
  const row = await db
    .selectFrom('profile_payment_methods')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPaymentMethod(row);
}

export async function findPrimaryPaymentMethod(
  db: Kysely<Database>,
  accountId: number,
): Promise<PaymentMethod | undefined> {
  const row = await db
    .selectFrom('profile_payment_methods')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('is_primary', '=', true)
    .executeTakeFirst();
  return row && toPaymentMethod(row);
}

export async function hasPaymentMethods(db: Kysely<Database>, accountId: number) {
  const row = await db
    .selectFrom('profile_payment_methods')
    .select('id')
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds a card after the account's others. */
export async function insertPaymentMethod(
  db: Kysely<Database>,
  accountId: number,
  card: PaymentMethod,
): Promise<void> {
  await db
    .insertInto('profile_payment_methods')
    .values({
      id: card.id,
      account_id: accountId,
      seq: db
        .selectFrom('profile_payment_methods')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('account_id', '=', accountId),
      brand: card.brand,
      last4: card.last4,
      holder: card.holder,
      expiry: card.expiry,
      is_primary: card.primary,
    })
    .execute();
}

export async function updatePaymentMethod(
  db: Kysely<Database>,
  accountId: number,
  id: string,
  changes: { holder: string; expiry: string },
): Promise<void> {
  await db
    .updateTable('profile_payment_methods')
    .set({ holder: changes.holder, expiry: changes.expiry })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Makes `id` the account's only primary card (the old one is cleared first: one at a time). */
export async function setPrimaryPaymentMethod(
  db: Kysely<Database>,
  accountId: number,
  id: string,
): Promise<void> {
  await db
    .updateTable('profile_payment_methods')
    .set({ is_primary: false })
    .where('account_id', '=', accountId)
    .where('is_primary', '=', true)
    .where('id', '!=', id)
    .execute();
  await db
    .updateTable('profile_payment_methods')
    .set({ is_primary: true })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function deletePaymentMethod(
  db: Kysely<Database>,
  accountId: number,
  id: string,
): Promise<void> {
  await db
    .deleteFrom('profile_payment_methods')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** The account's first card (in the order added), or undefined when it has none. */
export async function firstPaymentMethodId(
  db: Kysely<Database>,
  accountId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('profile_payment_methods')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
