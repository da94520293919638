import { http } from 'msw';
import type { Permission } from '@portal/contract';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type User } from '@portal/contract';
import { PERMISSION_ROLES } from '@portal/contract';
import {
  TRAFFIC_SOURCES,
  WEEK_DAYS,
  analyticsDashboardSchema,
  crmDashboardSchema,
  type AnalyticsDashboard,
  type CrmDashboard,
  type DailyVisits,
  type MonthlySales,
} from '@portal/contract';
import { createRandom } from '../db/prng';
import { getDb } from '../db/store';
import { authenticate } from '../lib/auth';
import { json } from '../lib/http';
import { safeResolver } from '../lib/safe-resolver';

const SALES_SEED = 20_260_101;
const TRAFFIC_SEED = 7_070_707;
/** The sales ledger covers the twelve months of 2026. */
const SALES_YEAR = 2026;

const cents = (value: number) => Math.round(value * 100) / 100;

/** Twelve months of orders; each month's revenue is the sum of its order amounts. */
export function seededMonthlySales(seed = SALES_SEED): MonthlySales[] {
  const random = createRandom(seed);
  return Array.from({ length: 12 }, (_, index) => {
    const orders = 20 + Math.floor(random.next() * 60);
    let revenueCents = 0;
    for (let order = 0; order < orders; order += 1)
      revenueCents += 1_500 + Math.floor(random.next() * 48_500);
    return {
      month: `${SALES_YEAR}-${String(index + 1).padStart(2, '0')}`,
      orders,
      revenue: revenueCents / 100,
    };
  });
}

/** One week of visits by source; a day's visits is the sum of its sources. */
export function seededWeeklyTraffic(seed = TRAFFIC_SEED): DailyVisits[] {
  const random = createRandom(seed);
  return WEEK_DAYS.map((day) => {
    const bySource = TRAFFIC_SOURCES.map((source) => ({
      source,
      visits: 40 + Math.floor(random.next() * 460),
    }));
    return { day, visits: bySource.reduce((sum, s) => sum + s.visits, 0), bySource };
  });
}

function countBy<K extends string>(keys: readonly K[], values: readonly K[]) {
  return keys.map((key) => ({ key, count: values.filter((value) => value === key).length }));
}

const TOP_COUNTRIES = 5;

export function buildCrmDashboard(
  users: readonly User[],
  months: MonthlySales[] = seededMonthlySales(),
): CrmDashboard {
  const perCountry = new Map<string, number>();
  for (const user of users) perCountry.set(user.country, (perCountry.get(user.country) ?? 0) + 1);
  const countries = [...perCountry.entries()]
    .map(([country, count]) => ({ country, count }))
    .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
  const topCountries = countries.slice(0, TOP_COUNTRIES);
  const totalRevenue = cents(months.reduce((sum, m) => sum + m.revenue, 0));
  const totalOrders = months.reduce((sum, m) => sum + m.orders, 0);
  return crmDashboardSchema.parse({
    users: {
      total: users.length,
      byStatus: countBy(
        USER_STATUSES,
        users.map((u) => u.status),
      ).map(({ key, count }) => ({ status: key, count })),
      byPlan: countBy(
        USER_PLANS,
        users.map((u) => u.currentPlan),
      ).map(({ key, count }) => ({ plan: key, count })),
      byRole: countBy(
        USER_ROLES,
        users.map((u) => u.role),
      ).map(({ key, count }) => ({ role: key, count })),
      topCountries,
      otherCountries: countries.slice(TOP_COUNTRIES).reduce((sum, c) => sum + c.count, 0),
    },
    sales: {
      currency: 'USD',
      months,
      totalRevenue,
      totalOrders,
      averageOrderValue: totalOrders === 0 ? 0 : cents(totalRevenue / totalOrders),
    },
  });
}

export function buildAnalyticsDashboard(
  users: readonly User[],
  permissions: readonly Permission[],
  days: DailyVisits[] = seededWeeklyTraffic(),
): AnalyticsDashboard {
  const byStatus = countBy(
    USER_STATUSES,
    users.map((u) => u.status),
  ).map(({ key, count }) => ({ status: key, count }));
  return analyticsDashboardSchema.parse({
    users: {
      total: users.length,
      active: users.filter((u) => u.status === 'active').length,
      byStatus,
    },
    permissions: {
      total: permissions.length,
      byRole: PERMISSION_ROLES.map((role) => ({
        role,
        count: permissions.filter((p) => p.assignedTo.includes(role)).length,
      })),
    },
    traffic: {
      days,
      totalVisits: days.reduce((sum, d) => sum + d.visits, 0),
      bySource: TRAFFIC_SOURCES.map((source) => ({
        source,
        visits: days.reduce(
          (sum, d) => sum + (d.bySource.find((s) => s.source === source)?.visits ?? 0),
          0,
        ),
      })),
    },
  });
}

/** Any signed-in caller may read the dashboards (spec 6: only /access-control has a rule). */
export const dashboardHandlers = [
  http.get(
    '/api/dashboards/crm',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      return json(buildCrmDashboard(getDb().users));
    }),
  ),
  http.get(
    '/api/dashboards/analytics',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const db = getDb();
      return json(buildAnalyticsDashboard(db.users, db.permissions));
    }),
  ),
];
