/*
 * zod/mini, as the sign-in path: these answers are parsed on the dashboards, which load no classic
 * zod (the value lists come from `enums`, not the domains' classic modules).
 */
import { z } from 'zod/mini';
import { countSchema as count } from './mini';
import {
  PERMISSION_ROLES,
  TICKET_PRIORITIES,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
} from './enums';

const money = z.number().check(z.nonnegative());

/**
 * One month of the invoice app's USD invoices: `orders` is how many were issued in it, `revenue`
 * the sum of their totals.
 */
export const monthlySalesSchema = z.object({
  /** `YYYY-MM` */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  orders: count,
  revenue: money,
});
export type MonthlySales = z.infer<typeof monthlySalesSchema>;

/**
 * GET /api/dashboards/crm: figures from the users table, and the sales of the current year from
 * the invoices (issued that year, in USD), month by month.
 */
export const crmDashboardSchema = z.object({
  users: z.object({
    total: count,
    byStatus: z.array(z.object({ status: z.enum(USER_STATUSES), count })),
    byPlan: z.array(z.object({ plan: z.enum(USER_PLANS), count })),
    byRole: z.array(z.object({ role: z.enum(USER_ROLES), count })),
    /** Countries by number of users, most first; the remainder summed as `other`. */
    topCountries: z.array(z.object({ country: z.string(), count })),
    otherCountries: count,
  }),
  sales: z.object({
    currency: z.literal('USD'),
    months: z.array(monthlySalesSchema),
    totalRevenue: money,
    totalOrders: count,
    /** totalRevenue / totalOrders (the average invoice), rounded to cents; 0 without invoices. */
    averageOrderValue: money,
  }),
});
export type CrmDashboard = z.infer<typeof crmDashboardSchema>;

export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'email', 'referral'] as const;
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** One day of the seeded traffic log; visits is the sum of its sources. */
export const dailyVisitsSchema = z.object({
  day: z.enum(WEEK_DAYS),
  visits: count,
  bySource: z.array(z.object({ source: z.enum(TRAFFIC_SOURCES), visits: count })),
});
export type DailyVisits = z.infer<typeof dailyVisitsSchema>;

/** GET /api/dashboards/analytics: users and permissions from the database plus seeded traffic. */
export const analyticsDashboardSchema = z.object({
  users: z.object({
    total: count,
    active: count,
    byStatus: z.array(z.object({ status: z.enum(USER_STATUSES), count })),
  }),
  permissions: z.object({
    total: count,
    /** Permissions assigned to each role (a permission may count for several roles). */
    byRole: z.array(z.object({ role: z.enum(PERMISSION_ROLES), count })),
  }),
  traffic: z.object({
    days: z.array(dailyVisitsSchema),
    totalVisits: count,
    bySource: z.array(z.object({ source: z.enum(TRAFFIC_SOURCES), visits: count })),
  }),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

/** GET /api/tickets/summary: the dashboard card. */
export const ticketSummarySchema = z.object({
  openByPriority: z.record(z.enum(TICKET_PRIORITIES), z.number()),
  open: z.number(),
  unassigned: z.number(),
  slaAtRisk: z.number(),
  slaBreached: z.number(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
