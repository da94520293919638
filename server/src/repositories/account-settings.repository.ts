import type { DeactivatedAccount } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * What the self-service profile and the admin's "Deactivated accounts" card change on
 * `accounts` (the sign-in side of an account is in accounts.repository.ts).
 */

/** True for a unique-constraint violation (SQLite and PostgreSQL codes). */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}

/** Another account already has this e-mail (case and surrounding spaces ignored). */
export async function emailTakenByOther(
  db: Kysely<Database>,
  email: string,
  accountId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('id', '!=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Saves the name, e-mail and avatar of the account form. `emailTaken` when another account took
 * the e-mail meanwhile (the unique index refused it): the caller must then end its transaction.
 */
export async function updateAccountDetails(
  db: Kysely<Database>,
  accountId: number,
  details: { fullName: string; email: string; avatar: string | null },
): Promise<'ok' | 'emailTaken'> {
  try {
    await db
      .updateTable('accounts')
      .set({ full_name: details.fullName, email: details.email, avatar: details.avatar })
      .where('id', '=', accountId)
      .execute();
    return 'ok';
  } catch (error) {
    if (isUniqueViolation(error)) return 'emailTaken';
    throw error;
  }
}

/**
 * Sets a new password hash only while the stored one is still `expectedHash` (the one the
 * current password was checked against): false when another change came first.
 */
export async function replacePasswordHash(
  db: Kysely<Database>,
  accountId: number,
  expectedHash: string,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash })
    .where('id', '=', accountId)
    .where('password_hash', '=', expectedHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets the account's deactivated flag: true when it changed (false: it already was so). */
export async function changeDeactivated(
  db: Kysely<Database>,
  accountId: number,
  deactivated: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ deactivated })
    .where('id', '=', accountId)
    .where('deactivated', '=', !deactivated)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The deactivated accounts, in the order they were made. */
export async function listDeactivatedAccounts(db: Kysely<Database>): Promise<DeactivatedAccount[]> {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'full_name', 'email', 'role', 'avatar'])
    .where('deactivated', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    avatar: row.avatar,
  }));
}
