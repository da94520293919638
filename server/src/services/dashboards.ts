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
import { sumMinor, toMajor, type Minor } from '@portal/contract/money';
import type { AppDeps } from '../context';
import { seededWeeklyTraffic } from '../data/dashboard-series';
import { invoicedByMonth, type InvoicedMonth } from '../repositories/invoices.repository';
import { permissionFigures } from '../repositories/permissions.repository';
import { countUsers, countUsersBy } from '../repositories/user-figures.repository';

const TOP_COUNTRIES = 5;
/** The currency of the CRM's sales (the contract's): invoices in another one are not added in. */
const SALES_CURRENCY = 'USD';

/** One month of the CRM's sales: the invoices issued in it and their total (minor units). */
export interface MonthlySalesMinor {
  /** `YYYY-MM`. */
  month: string;
  orders: number;
  revenue: Minor;
}

/** The twelve months of `year`, each with the invoices issued in it (none: zero). */
export function monthsOfYear(
  year: number,
  invoiced: readonly InvoicedMonth[],
): MonthlySalesMinor[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    const found = invoiced.find((row) => row.month === month);
    return { month, orders: found?.count ?? 0, revenue: found?.total ?? 0 };
  });
}

/** Each of `keys` with its count (0 when absent), in the order of `keys`. */
const countsOf = <K extends string>(keys: readonly K[], counts: Map<string, number>) =>
  keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));

/** The CRM dashboard's figures from user counts and the year's invoices (pure: tests feed it). */
export function crmFigures(
  users: {
    total: number;
    byStatus: Map<string, number>;
    byPlan: Map<string, number>;
    byRole: Map<string, number>;
    byCountry: Map<string, number>;
  },
  months: MonthlySalesMinor[],
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
      currency: SALES_CURRENCY,
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

/**
 * GET /api/dashboards/crm: users counted in SQL, and the sales of this year (the clock's, UTC):
 * the invoices issued in it, counted and totalled per month in SQL.
 */
export async function crmDashboard(deps: AppDeps): Promise<CrmDashboard> {
  const year = deps.clock.now().getUTCFullYear();
  const [total, byStatus, byPlan, byRole, byCountry, invoiced] = await Promise.all([
    countUsers(deps.db),
    countUsersBy(deps.db, 'status'),
    countUsersBy(deps.db, 'current_plan'),
    countUsersBy(deps.db, 'role'),
    countUsersBy(deps.db, 'country'),
    invoicedByMonth(deps.db, { start: `${year}-01-01`, end: `${year}-12-31` }, SALES_CURRENCY),
  ]);
  return crmFigures({ total, byStatus, byPlan, byRole, byCountry }, monthsOfYear(year, invoiced));
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
