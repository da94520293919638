import { sql, type SqlBool } from 'kysely';
import { dialectOf, type MigrationDb } from './ddl';

/**
 * Two list pages at 100 000 rows (README, "The server at scale").
 *
 * The "unassigned" view sorted by SLA: its order depends on the time (a running pause moves a
 * due time), so no index holds it and the page is sorted from the view's tickets. The status
 * index found them, but PostgreSQL then read each row for its clock (about 2 000 table pages);
 * this partial index holds the unassigned tickets' status, clock and id, so the page is sorted
 * from the index alone. PostgreSQL only: SQLite's planner keeps the status index (each row then
 * read by its rowid, which is cheap there), so there it would only cost writes.
 *
 * The invoices' `q` of one or two characters alone: no index finds its matches (trigrams are
 * three characters) and nearly every invoice holds one, so counting them read every invoice.
 * `factura_search_grams` keeps, for each text of one or two characters, how many search texts
 * contain it (the facturas repository keeps it in step with every write); filled here from the
 * invoices there are.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === 'postgres')
    await db.schema
      .createIndex('tickets_unassigned_sla_idx')
      .on('tickets')
      .columns(['status', 'sla_due_ms', 'sla_paused_since_ms', 'id'])
      .where(sql<SqlBool>`assignee_account_id is null and assignee_user_id is null`)
      .execute();

  await db.schema
    .createTable('factura_search_grams')
    .addColumn('gram', 'text', (c) => c.primaryKey())
    .addColumn('facturas', 'integer', (c) => c.notNull())
    .execute();
  const counts = new Map<string, number>();
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('facturas')
      .select(['id', 'search_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute()) as { id: number; search_text: string }[];
    const last = rows.at(-1);
    if (last === undefined) break;
    after = last.id;
    for (const row of rows)
      for (const gram of grams(row.search_text)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  const values = [...counts].map(([gram, facturas]) => ({ gram, facturas }));
  for (let start = 0; start < values.length; start += 5000)
    await db
      .insertInto('factura_search_grams')
      .values(values.slice(start, start + 5000))
      .execute();
}

/** The texts of one or two characters (code points) in each line of a search text. */
function grams(text: string): Set<string> {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    const chars = Array.from(line);
    chars.forEach((char, index) => {
      found.add(char);
      const next = chars[index + 1];
      if (next !== undefined) found.add(char + next);
    });
  }
  return found;
}
