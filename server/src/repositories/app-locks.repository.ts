import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Serialises the writers of one app (`apps.kanban`, `apps.calendar`, ...) until the calling
 * transaction ends: it writes that app's row in `counters`, which PostgreSQL keeps locked until
 * commit (SQLite runs one write transaction at a time anyway). Call it first in a transaction
 * that reads and then writes (largest id + 1, title taken, positions), so a second caller reads
 * only after the first committed.
 */
export async function lockApp(db: Kysely<Database>, app: string): Promise<void> {
  await db
    .insertInto('counters')
    .values({ name: `apps.${app}`, value: 0 })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({ value: eb.ref('counters.value') })),
    )
    .execute();
}
