import { PLAN_MONTHLY_CENTS, type AccountPlan } from '@portal/contract';

const dollars = (plan: AccountPlan) => PLAN_MONTHLY_CENTS[plan] / 100;

/**
 * The hosting plans of the spec (basic, team, company, enterprise) at the prices the profile's
 * billing charges: monthly, in dollars; a year costs ten months.
 */
export const PLANS = [
  { id: 'basic', monthly: dollars('basic'), popular: false },
  { id: 'team', monthly: dollars('team'), popular: true },
  { id: 'company', monthly: dollars('company'), popular: false },
  { id: 'enterprise', monthly: dollars('enterprise'), popular: false },
] as const satisfies readonly { id: AccountPlan; monthly: number; popular: boolean }[];
export type PlanId = (typeof PLANS)[number]['id'];

/** What every plan states, in this order (`plan.features.<plan>.<feature>`, `plan.featureNames.<feature>`). */
export const PLAN_FEATURES = [
  'sites',
  'storage',
  'mailboxes',
  'ssl',
  'backups',
  'support',
] as const;
