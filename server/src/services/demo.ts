import type { AppDeps } from '../context';
import { clearTables } from '../db/reset';
import { seedDatabase, syncIdentities, type SeedOptions } from '../db/seed';
import { seedAccounts } from '../db/seed/data/seed-accounts';
import { messageError } from '../http/errors';
import { LIVE_RESET_KIND } from './events';

/**
 * "Reset demo data": every table back to the sample data, in one transaction. Sessions of the
 * demo accounts survive (their holders stay signed in); other accounts are gone with theirs.
 */
export async function resetDemoData(deps: AppDeps): Promise<void> {
  if (!deps.demo.resetEnabled) throw messageError(403, 'Resetting the demo data is turned off');
  await resetDatabase(deps, deps.demo.seedOptions, { keepSessions: true });
}

/** Every table back to the sample data seeded with `seedOptions`, in one transaction. */
export async function resetDatabase(
  deps: AppDeps,
  seedOptions: Partial<SeedOptions>,
  { keepSessions }: { keepSessions: boolean },
): Promise<void> {
  const { db, dialect } = deps;
  const seedAccountIds = seedAccounts().map((account) => account.id);
  await db.transaction().execute(async (trx) => {
    const kept = keepSessions
      ? await trx
          .selectFrom('sessions')
          .selectAll()
          .where('account_id', 'in', seedAccountIds)
          .execute()
      : [];
    await clearTables(trx, dialect);
    await seedDatabase(trx, dialect, seedOptions, { transaction: false });
    if (kept.length > 0) await trx.insertInto('sessions').values(kept).execute();
  });
  if (dialect === 'postgres') await syncIdentities(db);
  // Every open screen shows data that is gone: the streams tell them to refetch all.
  await deps.events?.publish({
    kind: LIVE_RESET_KIND,
    entityId: '*',
    actorId: null,
    recipientId: null,
  });
}
