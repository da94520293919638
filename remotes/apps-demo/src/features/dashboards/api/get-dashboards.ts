import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { analyticsDashboardSchema, crmDashboardSchema } from '@portal/contract';
import { DASHBOARD_API } from './dashboard-paths';

export async function getCrmDashboard(signal?: AbortSignal) {
  return crmDashboardSchema.parse(await apiFetch(DASHBOARD_API.crm, { signal }));
}

/** Query keys and options of the dashboards feature. */
export const dashboardQueries = {
  all: () => ['apps-demo', 'dashboards'] as const,
  crm: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'detail', 'crm'] as const,
      queryFn: ({ signal }) => getCrmDashboard(signal),
    }),
  analytics: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'detail', 'analytics'] as const,
      queryFn: ({ signal }) => getAnalyticsDashboard(signal),
    }),
};

export async function getAnalyticsDashboard(signal?: AbortSignal) {
  return analyticsDashboardSchema.parse(await apiFetch(DASHBOARD_API.analytics, { signal }));
}

export const useCrmDashboard = () => useQuery(dashboardQueries.crm());
export const useAnalyticsDashboard = () => useQuery(dashboardQueries.analytics());
