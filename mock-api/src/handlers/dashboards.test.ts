import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, resetDb } from '../db/store';
import { createSession } from '../lib/auth';
import { analyticsDashboardSchema, crmDashboardSchema } from '@portal/contract';
import {
  buildAnalyticsDashboard,
  buildCrmDashboard,
  dashboardHandlers,
  seededMonthlySales,
  seededWeeklyTraffic,
} from './dashboards';

const server = setupServer(...dashboardHandlers);
const BASE = 'http://localhost';

beforeAll(() => {
  // Handlers use relative paths (as the browser does); Node resolves them against location.
  vi.stubGlobal('location', new URL(`${BASE}/`));
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => resetDb());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

function adminToken() {
  const admin = getDb().accounts.find((account) => account.email === 'admin@demo.com');
  if (!admin) throw new Error('admin account missing from the seed');
  return createSession(admin).accessToken;
}

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
    const response = await fetch(`${BASE}/api/dashboards/crm`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('derives user figures from the database and totals from the series', async () => {
    const response = await fetch(`${BASE}/api/dashboards/crm`, {
      headers: { Authorization: `Bearer ${adminToken()}` },
    });
    expect(response.status).toBe(200);
    const body = crmDashboardSchema.parse(await response.json());
    const users = getDb().users;
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

  it('follows the database: a deleted user leaves the figures', async () => {
    const before = buildCrmDashboard(getDb().users);
    getDb().users.splice(0, 1);
    const response = await fetch(`${BASE}/api/dashboards/crm`, {
      headers: { Authorization: `Bearer ${adminToken()}` },
    });
    const after = crmDashboardSchema.parse(await response.json());
    expect(after.users.total).toBe(before.users.total - 1);
  });
});

describe('GET /api/dashboards/analytics', () => {
  it('answers 401 with an unknown token', async () => {
    const response = await fetch(`${BASE}/api/dashboards/analytics`, {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(response.status).toBe(401);
  });

  it('counts permissions per role and sums traffic', async () => {
    const response = await fetch(`${BASE}/api/dashboards/analytics`, {
      headers: { Authorization: `Bearer ${adminToken()}` },
    });
    const body = analyticsDashboardSchema.parse(await response.json());
    const { users, permissions } = getDb();
    expect(body.users.total).toBe(users.length);
    expect(body.users.active).toBe(users.filter((u) => u.status === 'active').length);
    expect(body.permissions.total).toBe(permissions.length);
    for (const { role, count } of body.permissions.byRole)
      expect(count).toBe(permissions.filter((p) => p.assignedTo.includes(role)).length);
    expect(body.traffic.days).toHaveLength(7);
    expect(body.traffic.totalVisits).toBe(sum(body.traffic.days.map((d) => d.visits)));
    expect(sum(body.traffic.bySource.map((s) => s.visits))).toBe(body.traffic.totalVisits);
  });

  it('handles an empty database', () => {
    const body = buildAnalyticsDashboard([], []);
    expect(body.users).toEqual({
      total: 0,
      active: 0,
      byStatus: [
        { status: 'active', count: 0 },
        { status: 'inactive', count: 0 },
        { status: 'pending', count: 0 },
      ],
    });
    expect(buildCrmDashboard([], []).sales.averageOrderValue).toBe(0);
  });
});
