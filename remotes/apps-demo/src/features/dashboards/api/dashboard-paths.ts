/** The dashboards' API paths: their queries, and the route table's `prefetch` at start-up. */
export const DASHBOARD_API = {
  crm: '/api/dashboards/crm',
  analytics: '/api/dashboards/analytics',
} as const;
