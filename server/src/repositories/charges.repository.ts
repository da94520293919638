import type { AccountPlan, BillingCycle, Charge } from '@portal/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database';

const toCharge = (row: Selectable<Database['profile_charges']>): Charge => ({
  id: row.id,
  date: row.charged_at,
  plan: row.plan as AccountPlan,
  cycle: row.cycle as BillingCycle,
  amount: row.amount,
  credit: row.credit,
  status: row.status as Charge['status'],
  card: row.card,
});

/** The account's receipts, newest first (same instant: the order they were made in). */
export async function listCharges(db: Kysely<Database>, accountId: number): Promise<Charge[]> {
  const rows = await db
    .selectFrom('profile_charges')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('charged_at', 'desc')
    .orderBy('seq')
    .execute();
  return rows.map(toCharge);
}

export async function insertCharge(
  db: Kysely<Database>,
  accountId: number,
  charge: Charge,
): Promise<void> {
  await db
    .insertInto('profile_charges')
    .values({
      id: charge.id,
      account_id: accountId,
      seq: db
        .selectFrom('profile_charges')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('account_id', '=', accountId),
      charged_at: charge.date,
      plan: charge.plan,
      cycle: charge.cycle,
      amount: charge.amount,
      credit: charge.credit,
      status: charge.status,
      card: charge.card,
    })
    .execute();
}
