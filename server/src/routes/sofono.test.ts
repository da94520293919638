import { beforeEach, describe, expect, it } from 'vitest';
import { PLANS, sofonoResponseSchema, type SofonoLine } from '@portal/contract';
import { MINUTES_BY_PLAN, overageChargeOf } from '../db/seed/data/seed-habilitaciones';
import { arrangeHabilitacionStatus, call, seedData, signIn, useTestApp } from '../testing';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function list(query: string, token = admin) {
  const { status, body } = await call(`/api/billing/sofono${query}`, { token });
  expect(status).toBe(200);
  return sofonoResponseSchema.parse(body);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** The former mock's order: a stable sort by a text key with the portal's collator. */
function legacySort<T>(items: readonly T[], key: (item: T) => string, orderBy: 'asc' | 'desc') {
  const direction = orderBy === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => direction * collator.compare(key(a), key(b)));
}

describe('GET /api/billing/sofono', () => {
  it('lists every line, 10 per page by default', async () => {
    const lines = seedData().sofonoLines;
    const result = await list('');
    expect(result.totalLines).toBe(lines.length);
    expect(result.lines).toHaveLength(Math.min(10, lines.length));
    expect((await list('?itemsPerPage=-1')).lines).toHaveLength(result.totalLines);
  });

  it('answers the seeded lines as seeded, in the order they were added', async () => {
    expect((await list('?itemsPerPage=-1')).lines).toEqual(seedData().sofonoLines);
    const page = await list('?itemsPerPage=4&page=2');
    expect(page.lines).toEqual(seedData().sofonoLines.slice(4, 8));
  });

  it('reads status and plan from the enablement (pending or suspended -> suspended)', async () => {
    const line = seedData().sofonoLines[0];
    if (!line) throw new Error('seed has no lines');
    for (const [status, expected] of [
      ['pending', 'suspended'],
      ['suspended', 'suspended'],
      ['cancelled', 'cancelled'],
      ['active', 'active'],
    ] as const) {
      await arrangeHabilitacionStatus(line.habilitacionId, status, 'enterprise');
      const answer = await list(`?q=${encodeURIComponent(line.number)}`);
      expect(answer.lines[0]).toMatchObject({
        id: line.id,
        status: expected,
        plan: 'enterprise',
        minutesIncluded: MINUTES_BY_PLAN.enterprise,
        overageCharge: overageChargeOf(line.minutesUsed, 'enterprise', line.currency),
      });
      const filtered = await list(`?status=${expected}&itemsPerPage=-1`);
      expect(filtered.lines.map((l) => l.id)).toContain(line.id);
    }
  });

  it('searches number (with or without spaces) and customer name; filters status', async () => {
    const lines = seedData().sofonoLines;
    const line = lines[2];
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
    expect(active.totalLines + others.totalLines).toBeLessThanOrEqual(lines.length);
    expect((await list('?q=zzz-nobody')).totalLines).toBe(0);
    for (const status of ['active', 'suspended', 'cancelled'] as const) {
      const expected = lines.filter((l) => l.status === status);
      const result = await list(`?status=${status}&itemsPerPage=-1`);
      expect(result.lines.map((l) => l.id)).toEqual(expected.map((l) => l.id));
      expect(result.totalLines).toBe(expected.length);
    }
  });

  it('sorts by minutes used numerically and by number', async () => {
    const byUse = await list('?sortBy=minutesUsed&orderBy=desc&itemsPerPage=-1');
    const used = byUse.lines.map((l) => l.minutesUsed);
    expect(used).toEqual([...used].sort((a, b) => b - a));
    const byNumber = await list('?sortBy=number&itemsPerPage=-1');
    expect(byNumber.lines.length).toBe(byUse.lines.length);
  });

  it('sorts every key both ways as the former mock did (ties keep the id order)', async () => {
    const lines = seedData().sofonoLines;
    const keys: Record<string, (line: SofonoLine) => string> = {
      number: (line) => line.number,
      customer: (line) => line.customer.name,
      plan: (line) => String(PLANS.indexOf(line.plan)),
      status: (line) => line.status,
      minutesUsed: (line) => String(line.minutesUsed).padStart(9, '0'),
    };
    for (const [sortBy, key] of Object.entries(keys))
      for (const orderBy of ['asc', 'desc'] as const) {
        const result = await list(`?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=-1`);
        expect(
          result.lines.map((l) => l.id),
          `${sortBy} ${orderBy}`,
        ).toEqual(legacySort(lines, key, orderBy).map((l) => l.id));
      }
  });

  it('is readable by the auditor, not by the client; 400 on a bad status', async () => {
    const auditor = await signIn('auditor@demo.com');
    expect((await list('', auditor)).totalLines).toBeGreaterThan(0);
    const client = await signIn('client@demo.com');
    expect((await call('/api/billing/sofono', { token: client })).status).toBe(403);
    expect((await call('/api/billing/sofono?status=pending', { token: admin })).status).toBe(400);
    expect((await call('/api/billing/sofono')).status).toBe(401);
  });
});
