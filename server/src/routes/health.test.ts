import { describe, expect, it } from 'vitest';
import { call, testDb, useTestApp } from '../testing';

useTestApp();

describe('health checks', () => {
  it('/healthz answers while the process runs, /readyz once the database is migrated', async () => {
    expect(await call('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await call('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('/readyz is 503 when a migration has not run', async () => {
    await testDb()
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '2026-11-25-08-content' as never)
      .execute();
    expect(await call('/readyz')).toEqual({
      status: 503,
      body: { status: 'migrations pending' },
    });
  });
});
