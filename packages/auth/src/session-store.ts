import { createStore, useStore } from 'zustand';
import type { AbilityRuleInput } from './ability';
import { removeDrafts } from './drafts';
import { storedRulesSchema, storedUserSchema } from './session-schemas';
import {
  createCookieStorage,
  createMemoryStorage,
  readJson,
  type KeyValueStorage,
} from './storage';

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
  /** The session's CASL rules; `sessionAbility(state)` (ability.ts) builds the ability from them. */
  abilityRules: AbilityRuleInput[];
  /** Token awaiting two-step validation (spec section 3). */
  pendingTwoStepToken: string | null;
  /**
   * Where `abilityRules` come from: `verified` = from the API (sign-in answer or
   * `GET /api/auth/session`); `pending` = a stored session whose rules the API has not confirmed
   * yet (it grants nothing meanwhile); `none` = signed out.
   */
  abilityStatus: 'none' | 'pending' | 'verified';
  /**
   * The API could not be asked for a pending session's rules (network, 5xx): the session still
   * grants nothing, and the portal shows what needs no ability rather than waiting on.
   */
  abilityCheckFailed: boolean;
  /** Also removes the drafts of every other account (and those kept without one). */
  signIn(payload: SessionPayload): void;
  /** Rules the API answered for the current session (start-up check). */
  setVerifiedRules(rules: AbilityRuleInput[]): void;
  setPendingTwoStep(token: string | null): void;
  /** Also removes every unsaved form draft of this browser. */
  signOut(): void;
}

/** Stored keys (prefixed with the app title by the storage). */
export const SESSION_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  abilityRules: 'userAbilityRules',
  pendingTwoStepToken: 'twoStepToken',
} as const;

let storage: KeyValueStorage =
  typeof document === 'undefined' ? createMemoryStorage() : createCookieStorage();

/**
 * Session as stored, validated: a tampered or half-written value counts as signed out. The
 * stored ability rules are never trusted (a cookie anyone can edit): a restored session grants
 * nothing until the API confirms its rules (`verifySession`).
 */
function readFromStorage() {
  const user = storedUserSchema.safeParse(readJson(storage, SESSION_KEYS.userData));
  const token = storage.get(SESSION_KEYS.accessToken);
  const userData = user.success ? user.data : null;
  const accessToken = token !== null && token.length > 0 ? token : null;
  return {
    userData,
    accessToken,
    abilityRules: [],
    abilityStatus: userData && accessToken ? ('pending' as const) : ('none' as const),
    abilityCheckFailed: false,
    pendingTwoStepToken: storage.get(SESSION_KEYS.pendingTwoStepToken) || null,
  };
}

/** One store for shell and remotes: `@portal/auth` is a federated singleton. */
export const sessionStore = createStore<SessionState>()((set) => ({
  ...readFromStorage(),
  signIn({ userData, accessToken, userAbilityRules }) {
    // Drafts another account left (its session expired without a sign-out) are not this one's.
    removeDrafts(userData.id);
    storage.set(SESSION_KEYS.userData, JSON.stringify(userData));
    storage.set(SESSION_KEYS.accessToken, accessToken);
    storage.set(SESSION_KEYS.abilityRules, JSON.stringify(userAbilityRules));
    storage.set(SESSION_KEYS.pendingTwoStepToken, null);
    set({
      userData,
      accessToken,
      abilityRules: userAbilityRules,
      abilityStatus: 'verified',
      abilityCheckFailed: false,
      pendingTwoStepToken: null,
    });
  },
  setVerifiedRules(rules) {
    const valid = storedRulesSchema.safeParse(rules);
    const abilityRules = valid.success ? valid.data : [];
    storage.set(SESSION_KEYS.abilityRules, JSON.stringify(abilityRules));
    set({
      abilityRules,
      abilityStatus: 'verified',
      abilityCheckFailed: false,
    });
  },
  setPendingTwoStep(token) {
    storage.set(SESSION_KEYS.pendingTwoStepToken, token);
    set({ pendingTwoStepToken: token });
  },
  signOut() {
    for (const key of Object.values(SESSION_KEYS)) storage.set(key, null);
    // What was typed and not saved stays with the account: the next one on this browser sees none.
    removeDrafts();
    set({
      userData: null,
      accessToken: null,
      abilityRules: [],
      abilityStatus: 'none',
      abilityCheckFailed: false,
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
