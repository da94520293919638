import type { ReactNode } from 'react';
import { canAccess, useAbility, type RequiredAbility } from './ability';

export interface RequireAbilityProps {
  /** Ability the user must hold; `undefined` lets everyone through. */
  ability: RequiredAbility | undefined;
  /** Rendered when the user holds the ability. */
  children: ReactNode;
  /** Rendered instead when the user lacks it (e.g. the not-authorized page). Default: nothing. */
  fallback?: ReactNode;
}

/** Route or section guard on a CASL ability, read from the `AbilityContext` of the page. */
export function RequireAbility({ ability, children, fallback = null }: RequireAbilityProps) {
  const current = useAbility();
  return <>{canAccess(current, ability) ? children : fallback}</>;
}
