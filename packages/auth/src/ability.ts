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
