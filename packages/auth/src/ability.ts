import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { createContextualCan } from '@casl/react';
import { createContext, useContext } from 'react';

export type Actions = 'manage' | 'create' | 'read' | 'update' | 'delete';
export type Subjects = string;
export type AppAbility = MongoAbility<[Actions, Subjects]>;
export type AbilityRuleInput = { action: string; subject: string };

export function buildAbility(rules: readonly AbilityRuleInput[]): AppAbility {
  return createMongoAbility<[Actions, Subjects]>(rules as RawRuleOf<AppAbility>[]);
}

const built = new WeakMap<readonly AbilityRuleInput[], AppAbility>();

/**
 * The ability of a session (`useSession(sessionAbility)` or `sessionAbility(store.getState())`):
 * built once per rules array, so a selector returns the same object until the rules change. The
 * session store keeps only the rules, so a page that never checks an ability (sign-in) ships no CASL.
 */
export function sessionAbility(state: { abilityRules: readonly AbilityRuleInput[] }): AppAbility {
  let ability = built.get(state.abilityRules);
  if (ability === undefined) {
    ability = buildAbility(state.abilityRules);
    built.set(state.abilityRules, ability);
  }
  return ability;
}

export interface RequiredAbility {
  action: Actions;
  subject: Subjects;
}

/** True when no ability is required or the user holds it. */
export function canAccess(ability: AppAbility, required?: RequiredAbility): boolean {
  return required === undefined || ability.can(required.action, required.subject);
}

export const AbilityContext = createContext<AppAbility>(buildAbility([]));
export const Can = createContextualCan(AbilityContext.Consumer);
export const useAbility = () => useContext(AbilityContext);
