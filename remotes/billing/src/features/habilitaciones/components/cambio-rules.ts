import { PLANS, type CambioType, type HabilitacionStatus, type Plan } from '@portal/contract';

/**
 * The changes that apply to an enablement as it is now (the API checks the same rules):
 * upgrade/downgrade and suspend need active, reactivate needs suspended, cancel anything
 * but cancelled; an upgrade needs a larger plan to exist, a downgrade a smaller one.
 */
export function validCambioTypes(status: HabilitacionStatus, plan: Plan): CambioType[] {
  switch (status) {
    case 'active':
      return [
        ...(plansFor('upgrade', plan).length > 0 ? (['upgrade'] as const) : []),
        ...(plansFor('downgrade', plan).length > 0 ? (['downgrade'] as const) : []),
        'suspend',
        'cancel',
      ];
    case 'suspended':
      return ['reactivate', 'cancel'];
    case 'pending':
      return ['cancel'];
    case 'cancelled':
      return [];
  }
}

/** The plans an upgrade (larger) or a downgrade (smaller) can go to; none for other types. */
export function plansFor(type: CambioType, plan: Plan): Plan[] {
  const rank = PLANS.indexOf(plan);
  if (type === 'upgrade') return PLANS.filter((_, index) => index > rank);
  if (type === 'downgrade') return PLANS.filter((_, index) => index < rank);
  return [];
}

export const isPlanChange = (type: CambioType) => type === 'upgrade' || type === 'downgrade';
