import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Two-step sign-in challenges and password-reset grants: both kept only as token hashes. */
export interface Grant {
  accountId: number;
  expiresAt: string;
}

export async function insertChallenge(db: Kysely<Database>, tokenHash: string, grant: Grant) {
  await db
    .insertInto('two_step_challenges')
    .values({ token_hash: tokenHash, account_id: grant.accountId, expires_at: grant.expiresAt })
    .execute();
}

export async function findChallenge(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('two_step_challenges')
    .select(['account_id as accountId', 'expires_at as expiresAt', 'attempts'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function countFailedAttempt(db: Kysely<Database>, tokenHash: string) {
  await db
    .updateTable('two_step_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteChallenge(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('two_step_challenges').where('token_hash', '=', tokenHash).execute();
}

export async function insertResetGrant(db: Kysely<Database>, tokenHash: string, grant: Grant) {
  await db
    .insertInto('reset_tokens')
    .values({ token_hash: tokenHash, account_id: grant.accountId, expires_at: grant.expiresAt })
    .execute();
}

/** Takes a reset grant: it is deleted whether or not it is still valid (one use). */
export async function takeResetGrant(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<Grant | undefined> {
  const grant = await db
    .selectFrom('reset_tokens')
    .select(['account_id as accountId', 'expires_at as expiresAt'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (grant) await db.deleteFrom('reset_tokens').where('token_hash', '=', tokenHash).execute();
  return grant;
}

/** Drops expired challenges and reset grants (they would pile up). */
export async function deleteExpiredGrants(db: Kysely<Database>, now: string) {
  await db.deleteFrom('two_step_challenges').where('expires_at', '<', now).execute();
  await db.deleteFrom('reset_tokens').where('expires_at', '<', now).execute();
}
