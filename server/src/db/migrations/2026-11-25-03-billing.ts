import { sql } from 'kysely';
import {
  createHistoryTable,
  dialectOf,
  index,
  sortKeyColumn,
  tableWithId,
  uniqueLower,
  type MigrationDb,
} from './ddl';

/** Lines of a Facturacion or template invoice, in the order of the body (`position`). */
async function createLinesTable(db: MigrationDb, name: string, owner: string, ownerColumn: string) {
  await db.schema
    .createTable(name)
    .addColumn(ownerColumn, 'integer', (c) =>
      c.notNull().references(`${owner}.id`).onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // Quantities and percentages keep the double the body carried (the money module scales them).
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'double precision', (c) => c.notNull())
    .addColumn('tax', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pkey`, [ownerColumn, 'position'])
    .execute();
}

/** Payments of a document, in the order they were recorded (`position`, unique per document). */
async function createPaymentsTable(
  db: MigrationDb,
  name: string,
  owner: string,
  ownerColumn: string,
) {
  await db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn(ownerColumn, 'integer', (c) =>
      c.notNull().references(`${owner}.id`).onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addUniqueConstraint(`${name}_position_key`, [ownerColumn, 'position'])
    .execute();
}

/**
 * The indexes of the invoice list at 100 000 invoices. A page is found on ids alone, so each
 * index ends with the id (SQLite's hold the rowid anyway): counts and pages are read from the
 * index without visiting the rows.
 */
async function createFacturaListIndexes(db: MigrationDb) {
  const postgres = dialectOf(db) === 'postgres';
  const withId = (columns: string[]) => (postgres ? [...columns, 'id'] : columns);
  for (const columns of [
    // Filters (status: overdue is issued/partially paid past the due date; `due=1`; customer;
    // currency and issue dates), each with the figures and the search text, so that a filter
    // with `q` is counted and paged from the index alone.
    ['status', 'due_date', 'balance', 'total', 'search_text'],
    ['customer_id', 'status', 'due_date', 'balance', 'search_text'],
    ['currency', 'issue_date', 'search_text'],
    // `q` alone: a scan of this narrow index, not of the rows.
    ['search_text'],
    // Sorts; ties are the newest first, read backwards along the index.
    ['issue_date'],
    ['due_date'],
    ['total'],
  ])
    await index(db, 'facturas', withId(columns));
  // Sorts with long runs of ties (a customer's invoices; every paid invoice's balance of 0)
  // also get the ascending order with the newest first among equals, so a page never sorts a
  // whole run. The customer's carry the search text (`q` is typed by name).
  for (const [name, columns] of [
    ['facturas_customer_name_key_id_idx', ['customer_name_key', 'id', 'search_text']],
    ['facturas_customer_name_key_id_desc_idx', ['customer_name_key', 'id desc', 'search_text']],
    ['facturas_balance_id_idx', ['balance', 'id']],
    ['facturas_balance_id_desc_idx', ['balance', 'id desc']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('facturas')
      .columns([...columns])
      .execute();
  // PostgreSQL: a trigram index answers `q` of 3 characters or more without a scan (a number,
  // a name). Only where the server offers the extension (it is "trusted": the database owner
  // may create it); without it `q` scans, as on SQLite.
  if (postgres) {
    const { rows } = await sql<{ name: string }>`
      select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (rows.length > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index facturas_search_text_trgm_idx on facturas
        using gin (search_text gin_trgm_ops)`.execute(db);
    }
  }
}

/**
 * The billing domain: customers, Facturacion invoices (lines, payments, history), billing notes
 * (their invoices, history) and the template invoice app (clients, invoices, lines, payments,
 * history). Every list filter and sort has an index; sorts that break ties on the id have the
 * id in the index, in both directions the lists ask for.
 */
export async function up(db: MigrationDb): Promise<void> {
  await tableWithId(db, 'customers')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('tax_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'customers', ['name_key']);

  // ----- Facturacion invoices -----
  await tableWithId(db, 'facturas')
    .addColumn('number', sortKeyColumn(db), (c) => c.unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_name_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('customer_tax_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('void_reason', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addCheckConstraint('facturas_balance_check', sql`balance = total - paid`)
    .addCheckConstraint(
      'facturas_status_check',
      sql`status in ('draft', 'issued', 'partially_paid', 'paid', 'voided')`,
    )
    .execute();
  await createFacturaListIndexes(db);
  await createLinesTable(db, 'factura_lines', 'facturas', 'factura_id');
  await createPaymentsTable(db, 'factura_payments', 'facturas', 'factura_id');
  await createHistoryTable(db, 'facturas_history', 'facturas');

  // ----- Billing notes -----
  await tableWithId(db, 'notas')
    .addColumn('number', sortKeyColumn(db), (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_name_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('customer_tax_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addCheckConstraint('notas_status_check', sql`status in ('draft', 'sent', 'paid', 'cancelled')`)
    .execute();
  for (const column of ['customer_id', 'customer_name_key', 'status', 'created_at', 'due_date'])
    await index(db, 'notas', [column]);
  await index(db, 'notas', ['total']);
  await db.schema
    .createTable('nota_facturas')
    .addColumn('nota_id', 'integer', (c) => c.notNull().references('notas.id').onDelete('cascade'))
    .addColumn('factura_id', 'integer', (c) => c.notNull().references('facturas.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('nota_facturas_pkey', ['nota_id', 'factura_id'])
    .addUniqueConstraint('nota_facturas_position_key', ['nota_id', 'position'])
    .execute();
  await index(db, 'nota_facturas', ['factura_id', 'nota_id']);
  await createHistoryTable(db, 'notas_history', 'notas');

  // ----- The template invoice app -----
  await tableWithId(db, 'invoice_clients')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('company_email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .execute();
  await uniqueLower(db, 'invoice_clients', 'company_email');

  await tableWithId(db, 'invoices')
    .addColumn('issued_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_name_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('client_company', 'text', (c) => c.notNull())
    .addColumn('client_company_email', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('client_country', 'text', (c) => c.notNull())
    .addColumn('client_contact', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addCheckConstraint('invoices_balance_check', sql`balance = total - paid`)
    .execute();
  for (const column of ['status', 'issued_date', 'client_name_key', 'total', 'balance'])
    await index(db, 'invoices', [column]);
  await createLinesTable(db, 'invoice_lines', 'invoices', 'invoice_id');
  await createPaymentsTable(db, 'invoice_payments', 'invoices', 'invoice_id');
  await createHistoryTable(db, 'invoices_history', 'invoices');
}
