import { CONNECTION_IDS, type ConnectionId } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

const isConnectionId = (value: string): value is ConnectionId =>
  (CONNECTION_IDS as readonly string[]).includes(value);

/** The connections that are on for the account. */
export async function listConnections(
  db: Kysely<Database>,
  accountId: number,
): Promise<ConnectionId[]> {
  const rows = await db
    .selectFrom('profile_connections')
    .select('connection')
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((row) => row.connection).filter(isConnectionId);
}

export async function addConnection(
  db: Kysely<Database>,
  accountId: number,
  connection: ConnectionId,
): Promise<void> {
  await db
    .insertInto('profile_connections')
    .values({ account_id: accountId, connection })
    .onConflict((oc) => oc.columns(['account_id', 'connection']).doNothing())
    .execute();
}

export async function removeConnection(
  db: Kysely<Database>,
  accountId: number,
  connection: ConnectionId,
): Promise<void> {
  await db
    .deleteFrom('profile_connections')
    .where('account_id', '=', accountId)
    .where('connection', '=', connection)
    .execute();
}
