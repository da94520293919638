import { createStore, useStore } from 'zustand';
import { buildAbility, type AbilityRuleInput, type AppAbility } from './ability';
import { createCookieStorage, readJson, type KeyValueStorage } from './storage';

export interface SessionUser {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  role: string;
}

export interface SessionPayload {
  userData: SessionUser;
  accessToken: string;
  userAbilityRules: AbilityRuleInput[];
}

export interface SessionState {
  userData: SessionUser | null;
  accessToken: string | null;
  abilityRules: AbilityRuleInput[];
  ability: AppAbility;
  /** Token awaiting two-step validation (spec section 3). */
  pendingTwoStepToken: string | null;
  signIn(payload: SessionPayload): void;
  setPendingTwoStep(token: string | null): void;
  signOut(): void;
}

const KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  abilityRules: 'userAbilityRules',
  pendingTwoStepToken: 'twoStepToken',
} as const;

let storage: KeyValueStorage =
  typeof document === 'undefined'
    ? { get: () => null, set: () => undefined }
    : createCookieStorage();

function readFromStorage() {
  const abilityRules = (readJson(storage, KEYS.abilityRules) as AbilityRuleInput[] | null) ?? [];
  return {
    userData: readJson(storage, KEYS.userData) as SessionUser | null,
    accessToken: storage.get(KEYS.accessToken),
    abilityRules,
    ability: buildAbility(abilityRules),
    pendingTwoStepToken: storage.get(KEYS.pendingTwoStepToken),
  };
}

/** One store for shell and remotes: `@portal/auth` is a federated singleton. */
export const sessionStore = createStore<SessionState>()((set) => ({
  ...readFromStorage(),
  signIn({ userData, accessToken, userAbilityRules }) {
    storage.set(KEYS.userData, JSON.stringify(userData));
    storage.set(KEYS.accessToken, accessToken);
    storage.set(KEYS.abilityRules, JSON.stringify(userAbilityRules));
    storage.set(KEYS.pendingTwoStepToken, null);
    set({
      userData,
      accessToken,
      abilityRules: userAbilityRules,
      ability: buildAbility(userAbilityRules),
      pendingTwoStepToken: null,
    });
  },
  setPendingTwoStep(token) {
    storage.set(KEYS.pendingTwoStepToken, token);
    set({ pendingTwoStepToken: token });
  },
  signOut() {
    for (const key of Object.values(KEYS)) storage.set(key, null);
    set({
      userData: null,
      accessToken: null,
      abilityRules: [],
      ability: buildAbility([]),
      pendingTwoStepToken: null,
    });
  },
}));

/** Replace the storage backend (standalone remotes and tests use memory storage) and reload state from it. */
export function setSessionStorageBackend(next: KeyValueStorage): void {
  storage = next;
  sessionStore.setState(readFromStorage());
}

export const useSession = <T>(selector: (state: SessionState) => T): T =>
  useStore(sessionStore, selector);

/** Authenticated means both stored user data and an access token exist (spec section 4). */
export const isAuthenticated = (state: Pick<SessionState, 'userData' | 'accessToken'>) =>
  state.userData !== null && state.accessToken !== null;
