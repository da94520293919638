import type { Kysely } from 'kysely';
import type { Database, VersionedTable } from '../db/database';
import { claimVersion } from '../repositories/versions.repository';
import type { Actor } from '../lib/audit';
import type { Caller } from './caller';

/**
 * A change's precondition on the record's version (from `If-Match`): `expected` null = any
 * version (no header, or `*`). `claim` fills in `written`, the version the change produced, for
 * the answer's `ETag`.
 */
export class Precondition {
  written: number | null = null;
  constructor(readonly expected: number | null = null) {}
}

/** The record changed since the version the caller read (the route answers 412). */
export class StaleVersion extends Error {
  constructor(
    readonly table: VersionedTable,
    readonly id: number,
  ) {
    super(`${table} ${id} changed since the version the caller read`);
    this.name = 'StaleVersion';
  }
}

/**
 * The first step of every change to a versioned record (by a caller, or an actor such as the
 * system), inside the change's transaction: checks
 * the caller's expected version and takes the next one in one conditional UPDATE, so the check
 * and the write cannot be split by another writer. Throws `StaleVersion` when the record moved
 * on (the transaction rolls back); a record that is gone is left to the caller's own 404.
 */
export async function claim(
  trx: Kysely<Database>,
  table: VersionedTable,
  id: number,
  caller: Caller | Actor,
  now: Date,
  precondition: Precondition = new Precondition(),
): Promise<void> {
  const account = 'account' in caller ? caller.account : caller;
  const version = await claimVersion(
    trx,
    table,
    id,
    precondition.expected,
    { id: account.id, fullName: account.fullName },
    now.toISOString(),
  );
  if (version === null && precondition.expected !== null) throw new StaleVersion(table, id);
  precondition.written = version;
}
