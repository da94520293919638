import { sql } from 'kysely';
import { createHistoryTable, index, sortKeyColumn, tableWithId, type MigrationDb } from './ddl';

/**
 * Service enablements (header, history), their change requests and the telephony lines, with an
 * index for each filter and sort of their lists.
 */
export async function up(db: MigrationDb): Promise<void> {
  await tableWithId(db, 'habilitaciones')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    // The plans' order (basic < pro < business < enterprise) is not the alphabet's: the plan
    // sort reads this rank, which the database keeps in step with `plan`.
    .addColumn('plan_rank', 'integer', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(
          sql`case plan when 'basic' then 0 when 'pro' then 1 when 'business' then 2 when 'enterprise' then 3 else 4 end`,
        )
        .stored(),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('renewal_date', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('monthly_price', 'integer', (c) => c.notNull())
    .execute();
  for (const column of [
    'customer_id',
    'service',
    'plan',
    'plan_rank',
    'status',
    'start_date',
    'renewal_date',
  ])
    await index(db, 'habilitaciones', [column]);
  await createHistoryTable(db, 'habilitaciones_history', 'habilitaciones');

  await tableWithId(db, 'cambios')
    .addColumn('habilitacion_id', 'integer', (c) => c.notNull().references('habilitaciones.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('from_plan', 'text', (c) => c.notNull())
    .addColumn('to_plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decision_reason', 'text')
    .execute();
  // The enablement filter and its detail (newest first); the default sort; the other filters.
  await index(db, 'cambios', ['habilitacion_id', 'requested_at']);
  for (const column of ['requested_at', 'status', 'type']) await index(db, 'cambios', [column]);
  // One pending change request per enablement.
  await db.schema
    .createIndex('cambios_one_pending_idx')
    .on('cambios')
    .column('habilitacion_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await tableWithId(db, 'sofono_lines')
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('number_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('number_digits', 'text', (c) => c.notNull())
    .addColumn('habilitacion_id', 'integer', (c) => c.notNull().references('habilitaciones.id'))
    .addColumn('minutes_used', 'integer', (c) => c.notNull())
    .execute();
  for (const column of ['habilitacion_id', 'number_key', 'minutes_used'])
    await index(db, 'sofono_lines', [column]);
}
