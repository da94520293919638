import { describe, expect, it } from 'vitest';
import { analyticsDashboardSchema, crmDashboardSchema } from '@portal/contract';
import { seededMonthlySales, seededWeeklyTraffic } from '../data/dashboard-series';
import { call, seedData, signIn, testDb, useTestApp } from '../testing';
import { analyticsFigures, crmFigures } from '../services/dashboards';

useTestApp();

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('seeded series', () => {
  it('are deterministic', () => {
    expect(seededMonthlySales()).toEqual(seededMonthlySales());
    expect(seededWeeklyTraffic()).toEqual(seededWeeklyTraffic());
    expect(seededMonthlySales(1)).not.toEqual(seededMonthlySales(2));
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

  it('derives user figures from the database and totals from the series', async () => {
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
    expect(body.sales.months).toHaveLength(12);
    expect(body.sales.totalOrders).toBe(sum(body.sales.months.map((m) => m.orders)));
    expect(body.sales.totalRevenue).toBeCloseTo(sum(body.sales.months.map((m) => m.revenue)), 2);
    expect(body.sales.averageOrderValue).toBeCloseTo(
      body.sales.totalRevenue / body.sales.totalOrders,
      2,
    );
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
    await testDb().deleteFrom('users').where('id', '=', 1).execute();
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
