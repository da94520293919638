import { describe, expect, it, vi } from 'vitest';
import { analyticsDashboardSchema, crmDashboardSchema } from '@portal/contract';
import { sumMinor, toMajor } from '@portal/contract/money';
import { seededWeeklyTraffic } from '../data/dashboard-series';
import {
  arrangeInvoiceCurrency,
  arrangeUserGone,
  call,
  seedData,
  signIn,
  testClock,
  useTestApp,
} from '../testing';
import { analyticsFigures, crmFigures } from '../services/dashboards';

useTestApp();

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The seeded invoices are issued in 2026: the tests' clock stands in November 2026. */
const pinClock = (at = '2026-11-25T09:00:00Z') =>
  vi.spyOn(testClock(), 'now').mockReturnValue(new Date(at));

const crm = async (token: string) =>
  crmDashboardSchema.parse((await call('/api/dashboards/crm', { token })).body);

describe('seeded traffic (sample data: nothing records visits)', () => {
  it('is deterministic', () => {
    expect(seededWeeklyTraffic()).toEqual(seededWeeklyTraffic());
    expect(seededWeeklyTraffic(1)).not.toEqual(seededWeeklyTraffic(2));
  });

  it('add up: a day is the sum of its sources', () => {
    for (const day of seededWeeklyTraffic())
      expect(day.visits).toBe(sum(day.bySource.map((s) => s.visits)));
  });
});

describe('GET /api/dashboards/crm', () => {
  it('answers 401 without a session', async () => {
    expect(await call('/api/dashboards/crm')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it('derives user figures from the database', async () => {
    const response = await call('/api/dashboards/crm', { token: await signIn() });
    expect(response.status).toBe(200);
    const body = crmDashboardSchema.parse(response.body);
    const users = seedData().users;
    expect(body.users.total).toBe(users.length);
    expect(body.users.total).toBe(50);
    for (const { status, count } of body.users.byStatus)
      expect(count).toBe(users.filter((u) => u.status === status).length);
    for (const { plan, count } of body.users.byPlan)
      expect(count).toBe(users.filter((u) => u.currentPlan === plan).length);
    for (const { role, count } of body.users.byRole)
      expect(count).toBe(users.filter((u) => u.role === role).length);
    expect(sum(body.users.byStatus.map((s) => s.count))).toBe(body.users.total);
    expect(sum(body.users.byPlan.map((s) => s.count))).toBe(body.users.total);
    expect(sum(body.users.byRole.map((s) => s.count))).toBe(body.users.total);
    expect(sum(body.users.topCountries.map((c) => c.count)) + body.users.otherCountries).toBe(
      body.users.total,
    );
  });

  it('sales this year are the invoices issued this year: their number and the sum of their totals', async () => {
    pinClock();
    const invoices = seedData().invoices.filter((invoice) => invoice.issuedDate.startsWith('2026'));
    expect(invoices).toHaveLength(50);
    const body = await crm(await signIn());
    expect(body.sales.totalOrders).toBe(50);
    // The sum of the seeded invoices, to the cent ($9,865.09), not a figure of its own.
    const totalMinor = sumMinor(invoices.map((invoice) => Math.round(invoice.total * 100)));
    expect(body.sales.totalRevenue).toBe(toMajor(totalMinor));
    expect(body.sales.totalRevenue).toBe(9865.09);
    expect(body.sales.averageOrderValue).toBe(toMajor(Math.round(totalMinor / 50)));
    expect(body.sales.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    for (const month of body.sales.months) {
      const issued = invoices.filter((invoice) => invoice.issuedDate.startsWith(month.month));
      expect(month.orders).toBe(issued.length);
      expect(month.revenue).toBe(
        toMajor(sumMinor(issued.map((invoice) => Math.round(invoice.total * 100)))),
      );
    }
  });

  it('follows the invoices: a new one adds to its month, a deleted one leaves, another year counts nothing', async () => {
    pinClock();
    const token = await signIn();
    const before = await crm(token);
    const [first] = seedData().invoices;
    expect((await call(`/api/apps/invoice/${first!.id}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    const after = await crm(token);
    expect(after.sales.totalOrders).toBe(before.sales.totalOrders - 1);
    expect(after.sales.totalRevenue).toBeCloseTo(before.sales.totalRevenue - first!.total, 2);
    // Invoices in another currency are not added to the USD figures.
    await arrangeInvoiceCurrency(first!.id + 1, 'EUR');
    expect((await crm(token)).sales.totalOrders).toBe(before.sales.totalOrders - 2);
    pinClock('2027-03-01T00:00:00Z');
    const nextYear = await crm(await signIn());
    expect(nextYear.sales.months[0]?.month).toBe('2027-01');
    expect(nextYear.sales).toMatchObject({ totalRevenue: 0, totalOrders: 0, averageOrderValue: 0 });
  });

  it('ranks countries by users, most first, then by name', async () => {
    const body = crmDashboardSchema.parse(
      (await call('/api/dashboards/crm', { token: await signIn() })).body,
    );
    const perCountry = new Map<string, number>();
    for (const user of seedData().users)
      perCountry.set(user.country, (perCountry.get(user.country) ?? 0) + 1);
    const ranked = [...perCountry.entries()]
      .map(([country, count]) => ({ country, count }))
      .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
    expect(body.users.topCountries).toEqual(ranked.slice(0, 5));
    expect(body.users.otherCountries).toBe(sum(ranked.slice(5).map((c) => c.count)));
  });

  it('follows the database: a deleted user leaves the figures', async () => {
    const token = await signIn();
    const before = crmDashboardSchema.parse((await call('/api/dashboards/crm', { token })).body);
    await arrangeUserGone(1);
    const after = crmDashboardSchema.parse((await call('/api/dashboards/crm', { token })).body);
    expect(after.users.total).toBe(before.users.total - 1);
  });
});

describe('GET /api/dashboards/analytics', () => {
  it('answers 401 with an unknown token', async () => {
    expect((await call('/api/dashboards/analytics', { token: 'nope' })).status).toBe(401);
  });

  it('counts permissions per role and sums traffic', async () => {
    const response = await call('/api/dashboards/analytics', { token: await signIn() });
    const body = analyticsDashboardSchema.parse(response.body);
    const { users, permissions } = seedData();
    expect(body.users.total).toBe(users.length);
    expect(body.users.active).toBe(users.filter((u) => u.status === 'active').length);
    expect(body.permissions.total).toBe(permissions.length);
    for (const { role, count } of body.permissions.byRole)
      expect(count).toBe(permissions.filter((p) => p.assignedTo.includes(role)).length);
    expect(body.traffic.days).toHaveLength(7);
    expect(body.traffic.totalVisits).toBe(sum(body.traffic.days.map((d) => d.visits)));
    expect(sum(body.traffic.bySource.map((s) => s.visits))).toBe(body.traffic.totalVisits);
  });

  it('follows the database: a deleted permission leaves the figures', async () => {
    const token = await signIn();
    expect((await call('/api/apps/permissions/1', { method: 'DELETE', token })).status).toBe(204);
    const body = analyticsDashboardSchema.parse(
      (await call('/api/dashboards/analytics', { token })).body,
    );
    expect(body.permissions.total).toBe(8);
    expect(body.permissions.byRole.find((r) => r.role === 'administrator')?.count).toBe(8);
  });

  it('handles an empty database', () => {
    const none = new Map<string, number>();
    const body = analyticsFigures({ total: 0, byStatus: none }, { total: 0, byRole: none });
    expect(body.users).toEqual({
      total: 0,
      active: 0,
      byStatus: [
        { status: 'active', count: 0 },
        { status: 'inactive', count: 0 },
        { status: 'pending', count: 0 },
      ],
    });
    const empty = { total: 0, byStatus: none, byPlan: none, byRole: none, byCountry: none };
    expect(crmFigures(empty, []).sales.averageOrderValue).toBe(0);
  });
});
