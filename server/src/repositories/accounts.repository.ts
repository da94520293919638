import type { AbilityRule } from '@portal/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { toBool } from '../db/dialect';

/** A sign-in account as the services use it (the password hash never leaves the server). */
export interface Account {
  id: number;
  fullName: string;
  username: string;
  email: string;
  passwordHash: string;
  avatar: string | null;
  role: string;
  twoStepPhone: string | null;
  deactivated: boolean;
}

/** An `accounts` row as the services use it. */
export const toAccount = (row: Selectable<Database['accounts']>): Account => ({
  id: row.id,
  fullName: row.full_name,
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  avatar: row.avatar,
  role: row.role,
  twoStepPhone: row.two_step_phone,
  deactivated: toBool(row.deactivated),
});

export async function findAccountById(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toAccount(row);
}

/** By e-mail, ignoring case and surrounding spaces. */
export async function findAccountByEmail(db: Kysely<Database>, email: string) {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row && toAccount(row);
}

export async function usernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's CASL rules, in order. */
export async function accountRules(
  db: Kysely<Database>,
  accountId: number,
): Promise<AbilityRule[]> {
  return db
    .selectFrom('account_rules')
    .select(['action', 'subject'])
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute();
}

export async function insertAccount(
  db: Kysely<Database>,
  account: Omit<Account, 'id' | 'deactivated'> & { createdAt: string },
  rules: readonly AbilityRule[],
): Promise<number> {
  const { id } = await db
    .insertInto('accounts')
    .values({
      full_name: account.fullName,
      username: account.username,
      email: account.email,
      password_hash: account.passwordHash,
      avatar: account.avatar,
      role: account.role,
      two_step_phone: account.twoStepPhone,
      created_at: account.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rules.length > 0)
    await db
      .insertInto('account_rules')
      .values(rules.map((rule, position) => ({ account_id: id, position, ...rule })))
      .execute();
  return id;
}

export async function updatePasswordHash(db: Kysely<Database>, id: number, passwordHash: string) {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash })
    .where('id', '=', id)
    .execute();
}

export async function setDeactivated(db: Kysely<Database>, id: number, deactivated: boolean) {
  await db.updateTable('accounts').set({ deactivated }).where('id', '=', id).execute();
}
