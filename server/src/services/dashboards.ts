import {
  PERMISSION_ROLES,
  TRAFFIC_SOURCES,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  analyticsDashboardSchema,
  crmDashboardSchema,
  type AnalyticsDashboard,
  type CrmDashboard,
  type DailyVisits,
} from '@portal/contract';
import { sumMinor, toMajor } from '@portal/contract/money';
import type { AppDeps } from '../context';
import {
  seededMonthlySales,
  seededWeeklyTraffic,
  type MonthlySalesMinor,
} from '../data/dashboard-series';
import { permissionFigures } from '../repositories/permissions.repository';
import { countUsers, countUsersBy } from '../repositories/user-figures.repository';

const TOP_COUNTRIES = 5;

/** Each of `keys` with its count (0 when absent), in the order of `keys`. */
const countsOf = <K extends string>(keys: readonly K[], counts: Map<string, number>) =>
  keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));

/** The CRM dashboard's figures from user counts and the sales ledger (pure: tests feed it). */
export function crmFigures(
  users: {
    total: number;
    byStatus: Map<string, number>;
    byPlan: Map<string, number>;
    byRole: Map<string, number>;
    byCountry: Map<string, number>;
  },
  months: MonthlySalesMinor[] = seededMonthlySales(),
): CrmDashboard {
  const countries = [...users.byCountry.entries()]
    .map(([country, count]) => ({ country, count }))
    .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
  const totalMinor = sumMinor(months.map((m) => m.revenue));
  const totalOrders = months.reduce((sum, m) => sum + m.orders, 0);
  return crmDashboardSchema.parse({
    users: {
      total: users.total,
      byStatus: countsOf(USER_STATUSES, users.byStatus).map(({ key, count }) => ({
        status: key,
        count,
      })),
      byPlan: countsOf(USER_PLANS, users.byPlan).map(({ key, count }) => ({ plan: key, count })),
      byRole: countsOf(USER_ROLES, users.byRole).map(({ key, count }) => ({ role: key, count })),
      topCountries: countries.slice(0, TOP_COUNTRIES),
      otherCountries: countries.slice(TOP_COUNTRIES).reduce((sum, c) => sum + c.count, 0),
    },
    sales: {
      currency: 'USD',
      months: months.map((m) => ({ ...m, revenue: toMajor(m.revenue) })),
      totalRevenue: toMajor(totalMinor),
      totalOrders,
      averageOrderValue: totalOrders === 0 ? 0 : toMajor(Math.round(totalMinor / totalOrders)),
    },
  });
}

/** The analytics dashboard's figures from user and permission counts and the traffic log. */
export function analyticsFigures(
  users: { total: number; byStatus: Map<string, number> },
  permissions: { total: number; byRole: Map<string, number> },
  days: DailyVisits[] = seededWeeklyTraffic(),
): AnalyticsDashboard {
  return analyticsDashboardSchema.parse({
    users: {
      total: users.total,
      active: users.byStatus.get('active') ?? 0,
      byStatus: countsOf(USER_STATUSES, users.byStatus).map(({ key, count }) => ({
        status: key,
        count,
      })),
    },
    permissions: {
      total: permissions.total,
      byRole: countsOf(PERMISSION_ROLES, permissions.byRole).map(({ key, count }) => ({
        role: key,
        count,
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

/** GET /api/dashboards/crm: users counted in SQL, plus the seeded sales ledger. */
export async function crmDashboard(deps: AppDeps): Promise<CrmDashboard> {
  const [total, byStatus, byPlan, byRole, byCountry] = await Promise.all([
    countUsers(deps.db),
    countUsersBy(deps.db, 'status'),
    countUsersBy(deps.db, 'current_plan'),
    countUsersBy(deps.db, 'role'),
    countUsersBy(deps.db, 'country'),
  ]);
  return crmFigures({ total, byStatus, byPlan, byRole, byCountry });
}

/** GET /api/dashboards/analytics: users and permissions counted in SQL, plus seeded traffic. */
export async function analyticsDashboard(deps: AppDeps): Promise<AnalyticsDashboard> {
  const [total, byStatus, permissions] = await Promise.all([
    countUsers(deps.db),
    countUsersBy(deps.db, 'status'),
    permissionFigures(deps.db),
  ]);
  return analyticsFigures({ total, byStatus }, permissions);
}
