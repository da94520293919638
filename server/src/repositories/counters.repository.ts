import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * The next number of a named series (ticket numbers, invoice series), taken atomically: call
 * inside the transaction that uses it, so two callers never get the same number.
 */
export async function nextCounterValue(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({ value: eb('counters.value', '+', 1) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Sets a series to `value` (the seed: the last number it used). */
export async function setCounter(db: Kysely<Database>, name: string, value: number) {
  await db
    .insertInto('counters')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}
