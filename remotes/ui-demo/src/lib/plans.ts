/** The plans of the spec (basic, team, company, enterprise): monthly prices in dollars; a year costs ten months. */
export const PLANS = [
  { id: 'basic', monthly: 0, features: 3, popular: false },
  { id: 'team', monthly: 49, features: 4, popular: true },
  { id: 'company', monthly: 99, features: 5, popular: false },
  { id: 'enterprise', monthly: 199, features: 6, popular: false },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
