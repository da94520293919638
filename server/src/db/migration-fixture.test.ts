import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { searchGrams } from '../repositories/facturas.repository';
import type { AppDeps } from '../context';
import { systemClock } from '../lib/clock';
import { createMailer } from '../services/mailer';
import pino from 'pino';
import { openPostgres, openSqlite, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { comparableRow, loadFixture, readFixtures } from './migration-fixture';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor, testDialect } from '../testing/databases';

/**
 * Upgrades from real data (README, "Upgrading"): each kept fixture (the sample data at one
 * migration) is loaded into an empty database at that migration, every later migration runs,
 * and every row is still there with the values it had; then the API serves the upgraded data.
 */
const fixtures = readFixtures();
const latest = Object.keys(migrations).sort().at(-1);

async function emptyDatabase(): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (testDialect() === 'sqlite') {
    const handle = openSqlite(':memory:');
    return { ...handle, dispose: () => handle.close() };
  }
  const name = await createPgTestDatabase({ empty: true });
  const handle = openPostgres(pgUrlFor(name), { max: 2 });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await dropPgDatabase(name);
    },
  };
}

/** A row's columns that the fixture has (a later migration may add columns), as compared. */
const sortedRows = (rows: Record<string, unknown>[], columns: string[]) =>
  rows
    .map((row) => JSON.stringify(columns.map((column) => comparableRow(row)[column] ?? null)))
    .sort();

describe(`upgrading from the data of an earlier schema (${testDialect()})`, () => {
  it('keeps at least one fixture, and none of a migration the repository lacks', () => {
    expect(fixtures.length).toBeGreaterThan(0);
    for (const fixture of fixtures) expect(Object.keys(migrations)).toContain(fixture.migration);
  });

  it.each(fixtures.map((fixture) => [fixture.migration, fixture] as const))(
    'from %s to the latest migration, every row kept',
    async (_name, fixture) => {
      const database = await emptyDatabase();
      try {
        await loadFixture(database.db, database.dialect, fixture);
        const { results = [] } = await migrateToLatest(database.db);
        expect(results.at(-1)?.migrationName ?? fixture.migration).toBe(latest);

        for (const { name, rows } of fixture.tables) {
          const { rows: now } = await sql<
            Record<string, unknown>
          >`select * from ${sql.table(name)}`.execute(database.db);
          const columns = Object.keys(rows[0] ?? now[0] ?? {});
          expect(sortedRows(now, columns), name).toEqual(sortedRows(rows, columns));
        }

        // Counts a migration derived from the rows (2026-11-27-14) are those of the rows.
        const texts = await database.db.selectFrom('facturas').select('search_text').execute();
        const grams = new Map<string, number>();
        for (const { search_text } of texts)
          for (const gram of searchGrams(search_text)) grams.set(gram, (grams.get(gram) ?? 0) + 1);
        const kept = await database.db
          .selectFrom('factura_search_grams')
          .select(['gram', 'facturas'])
          .execute();
        expect(texts.length).toBeGreaterThan(0);
        expect(new Map(kept.map((row) => [row.gram, row.facturas]))).toEqual(grams);

        // The upgraded data serves: an admin signs in and reads tickets and invoices.
        const clock = systemClock();
        const log = pino({ level: 'silent' });
        const deps: AppDeps = {
          db: database.db,
          dialect: database.dialect,
          clock,
          log,
          mailer: createMailer({ db: database.db, clock, log, transport: null, from: 'test' }),
          demo: { twoStepCode: null, resetEnabled: false, seedOptions: {} },
        };
        const app = createApp(deps);
        const login = await app.request('http://localhost/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
        });
        expect(login.status).toBe(201);
        const { accessToken } = (await login.json()) as { accessToken: string };
        for (const path of ['/api/tickets', '/api/billing/facturas', '/api/apps/users']) {
          const answer = await app.request(`http://localhost${path}`, {
            headers: { Authorization: `Bearer ${accessToken}` },
          });
          expect(answer.status, path).toBe(200);
        }
      } finally {
        await database.dispose();
      }
    },
    60_000,
  );
});
