import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db/database';
import { sha256Hex } from '../lib/hash';
import { randomId } from '../lib/tokens';
import { totpFor } from '../lib/totp';
import { ensureProfile } from '../repositories/profiles.repository';
import { insertSession } from '../repositories/sessions.repository';

/** Makes `token` a live session of the account (page tests sign in with fixed tokens). */
export async function insertTestSession(
  db: Kysely<Database>,
  accountId: number,
  token: string,
  at = new Date(),
): Promise<void> {
  await insertSession(db, {
    id: randomId(),
    tokenHash: sha256Hex(token),
    accountId,
    createdAt: at.toISOString(),
    lastActiveAt: at.toISOString(),
    userAgent: 'test',
  });
}

/**
 * Gives the account's profile row these column values (the row is made with its defaults first):
 * e.g. two-step by app on, a saved language.
 */
export async function updateTestProfile(
  db: Kysely<Database>,
  accountId: number,
  values: Updateable<Database['profiles']>,
): Promise<void> {
  await ensureProfile(db, accountId, new Date());
  await db.updateTable('profiles').set(values).where('account_id', '=', accountId).execute();
}

/** Gives the account unused recovery codes (kept hashed, as the profile stores them). */
export async function insertTestRecoveryCodes(
  db: Kysely<Database>,
  accountId: number,
  codes: readonly string[],
): Promise<void> {
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ account_id: accountId, code_hash: sha256Hex(code) })))
    .execute();
}

/** The current code of a TOTP secret (what an authenticator app shows). */
export const totpCode = (secret: string): string => totpFor(secret, 'test').generate();
