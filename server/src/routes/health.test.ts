import { describe, expect, it } from 'vitest';
import { arrangeMigrationNotRun, call, freshTestApp, useTestApp } from '../testing';

useTestApp();

describe('health checks', () => {
  it('/healthz answers while the process runs, /readyz once the database is migrated', async () => {
    expect(await call('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await call('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('/readyz is 503 when a migration has not run', async () => {
    await arrangeMigrationNotRun('2026-11-25-08-content');
    expect(await call('/readyz')).toEqual({
      status: 503,
      body: { status: 'migrations pending' },
    });
  });

  it('/readyz is 503 when the database does not answer', async () => {
    const closed = await freshTestApp();
    await closed.database.dispose();
    const answer = await closed.app.request('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'database unreachable' });
  });
});
