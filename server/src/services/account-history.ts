import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { recordEvent, type Actor } from '../lib/audit';
import { appendHistory } from '../repositories/history.repository';

/** Account history actions (`account_history`). */
export const ACCOUNT_EVENTS = {
  deactivated: 'deactivated',
  reactivated: 'reactivated',
  passwordChanged: 'passwordChanged',
  twoStepOn: 'twoStepOn',
  twoStepOff: 'twoStepOff',
  planChanged: 'planChanged',
  planCancelled: 'planCancelled',
} as const;

/** Appends one event to the account's history (inside the transaction of the change). */
export async function recordAccountEvent(
  db: Kysely<Database>,
  accountId: number,
  actor: Actor,
  action: (typeof ACCOUNT_EVENTS)[keyof typeof ACCOUNT_EVENTS],
  options: { at: Date; from?: string | null; to?: string | null; detail?: string },
): Promise<void> {
  await appendHistory(db, 'account_history', accountId, [recordEvent([], actor, action, options)]);
}
