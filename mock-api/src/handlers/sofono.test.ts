import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../db/store';
import { MINUTES_BY_PLAN, overageChargeOf } from '../db/seed-habilitaciones';
import { sofonoResponseSchema } from '@portal/contract';
import { call, signIn, useMockServer } from '../testing/server';

useMockServer();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function list(query: string, token = admin) {
  const { status, body } = await call(`/api/billing/sofono${query}`, { token });
  expect(status).toBe(200);
  return sofonoResponseSchema.parse(body);
}

describe('GET /api/billing/sofono', () => {
  it('lists every line, 10 per page by default', async () => {
    const result = await list('');
    expect(result.totalLines).toBe(getDb().sofonoLines.length);
    expect(result.lines).toHaveLength(Math.min(10, getDb().sofonoLines.length));
    expect((await list('?itemsPerPage=-1')).lines).toHaveLength(result.totalLines);
  });

  it('reads status and plan from the enablement (pending or suspended -> suspended)', async () => {
    const db = getDb();
    const line = db.sofonoLines[0];
    const h = db.habilitaciones.find((candidate) => candidate.id === line?.habilitacionId);
    if (!line || !h) throw new Error('seed has no lines');
    for (const [status, expected] of [
      ['pending', 'suspended'],
      ['suspended', 'suspended'],
      ['cancelled', 'cancelled'],
      ['active', 'active'],
    ] as const) {
      h.status = status;
      h.plan = 'enterprise';
      const answer = await list(`?q=${encodeURIComponent(line.number)}`);
      expect(answer.lines[0]).toMatchObject({
        id: line.id,
        status: expected,
        plan: 'enterprise',
        minutesIncluded: MINUTES_BY_PLAN.enterprise,
        overageCharge: overageChargeOf(line.minutesUsed, 'enterprise', line.currency),
      });
    }
  });

  it('searches number (with or without spaces) and customer name; filters status', async () => {
    const line = getDb().sofonoLines[2];
    if (!line) throw new Error('seed has too few lines');
    const compact = line.number.replace(/\s/g, '');
    expect((await list(`?q=${encodeURIComponent(compact)}`)).lines.map((l) => l.id)).toEqual([
      line.id,
    ]);
    const byName = await list(`?q=${encodeURIComponent(line.customer.name)}&itemsPerPage=-1`);
    expect(byName.lines.map((l) => l.id)).toContain(line.id);
    const active = await list('?status=active&itemsPerPage=-1');
    expect(active.lines.every((l) => l.status === 'active')).toBe(true);
    const others = await list('?status=cancelled&itemsPerPage=-1');
    expect(active.totalLines + others.totalLines).toBeLessThanOrEqual(getDb().sofonoLines.length);
    expect((await list('?q=zzz-nobody')).totalLines).toBe(0);
  });

  it('sorts by minutes used numerically and by number', async () => {
    const byUse = await list('?sortBy=minutesUsed&orderBy=desc&itemsPerPage=-1');
    const used = byUse.lines.map((l) => l.minutesUsed);
    expect(used).toEqual([...used].sort((a, b) => b - a));
    const byNumber = await list('?sortBy=number&itemsPerPage=-1');
    expect(byNumber.lines.length).toBe(byUse.lines.length);
  });

  it('is readable by the auditor, not by the client; 400 on a bad status', async () => {
    const auditor = await signIn('auditor@demo.com');
    expect((await list('', auditor)).totalLines).toBeGreaterThan(0);
    const client = await signIn('client@demo.com');
    expect((await call('/api/billing/sofono', { token: client })).status).toBe(403);
    expect((await call('/api/billing/sofono?status=pending', { token: admin })).status).toBe(400);
  });
});
