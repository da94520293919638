import type { MigrationDb } from './ddl';

/**
 * Every record a form edits gets a version (1 when written, +1 on each change: the `ETag` of its
 * detail answer, checked against `If-Match` on a change) and who changed it last and when (named
 * in a 412 answer, so that a conflict dialog can say "changed by Ana Torres at 10:42").
 */
export const VERSIONED_TABLES = [
  'invoices',
  'facturas',
  'notas',
  'habilitaciones',
  'cambios',
  'sofono_lines',
  'customers',
  'users',
  'permissions',
  'tickets',
  'profiles',
  'kanban_items',
  'calendar_events',
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('changed_by_id', 'integer').execute();
    await db.schema.alterTable(table).addColumn('changed_by_name', 'text').execute();
    await db.schema.alterTable(table).addColumn('changed_at', 'text').execute();
  }
}
