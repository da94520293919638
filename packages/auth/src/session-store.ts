import { PAGE_SESSION_ELEMENT_ID } from '@portal/contract';
import { createStore, useStore } from 'zustand';
import type { AbilityRuleInput } from './ability';
import { removeDrafts } from './drafts';
import { storedRulesSchema, storedUserSchema } from './session-schemas';
import { createCookieStorage, createMemoryStorage, type KeyValueStorage } from './storage';

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
  userAbilityRules: AbilityRuleInput[];
}

export interface SessionState {
  /** Who is signed in, from the sign-in answer or `GET /api/auth/session`; kept in memory only. */
  userData: SessionUser | null;
  /**
   * Signed in as far as this page knows: a sign-in answer, or the `HostDesk-signedIn` hint an
   * earlier page left. The session itself is an HttpOnly cookie scripts never see; the API has
   * the last word (a 401 signs out).
   */
  signedIn: boolean;
  /** The session's CASL rules; `sessionAbility(state)` (ability.ts) builds the ability from them. */
  abilityRules: AbilityRuleInput[];
  /**
   * A sign-in awaits its two-step code (spec section 3). The token itself is an HttpOnly cookie
   * the API set; this is only the hint the login guard follows.
   */
  twoStepPending: boolean;
  /**
   * Where `abilityRules` (and `userData`) come from: `verified` = from the API (sign-in answer or
   * `GET /api/auth/session`); `pending` = a session restored from the hint whose account and
   * rules the API has not told yet (it grants nothing meanwhile); `none` = signed out.
   */
  abilityStatus: 'none' | 'pending' | 'verified';
  /**
   * The API could not be asked for a pending session's rules (network, 5xx): the session still
   * grants nothing, and the portal shows what needs no ability rather than waiting on.
   */
  abilityCheckFailed: boolean;
  /** Also removes the drafts of every other account (and those kept without one). */
  signIn(payload: SessionPayload): void;
  /** What the API answered for the current session (`GET /api/auth/session`, start-up check). */
  setVerifiedSession(session: { userData?: unknown; userAbilityRules: AbilityRuleInput[] }): void;
  setPendingTwoStep(pending: boolean): void;
  /** Also removes every unsaved form draft of this browser. */
  signOut(): void;
}

/**
 * Readable hints (prefixed with the app title by the storage): never a credential, the server
 * ignores them. They let the first script of a page (the light sign-in page's `isGuest`) and
 * the guards decide without a request.
 */
export const SESSION_KEYS = {
  signedIn: 'signedIn',
  twoStepPending: 'twoStepPending',
} as const;

/**
 * What scripts kept before the server set the session: removed at sign-in and sign-out. A
 * browser cannot remove (or overwrite) the server's HttpOnly cookie of the same name from a
 * script, so this only ever clears a readable leftover.
 */
const LEGACY_KEYS = ['userData', 'accessToken', 'userAbilityRules', 'twoStepToken'] as const;

const HINT = '1';

let storage: KeyValueStorage =
  typeof document === 'undefined' ? createMemoryStorage() : createCookieStorage();

/**
 * The state a page starts from: the hints only. Who is signed in and what they may do come
 * from the API (`verifySession`); until then the session grants nothing. A token a script
 * wrote before this version (`HostDesk-accessToken` readable) counts as the hint.
 */
function readFromStorage() {
  const signedIn =
    storage.get(SESSION_KEYS.signedIn) !== null || storage.get(LEGACY_KEYS[1]) !== null;
  return {
    userData: null,
    signedIn,
    abilityRules: [],
    abilityStatus: signedIn ? ('pending' as const) : ('none' as const),
    abilityCheckFailed: false,
    twoStepPending:
      storage.get(SESSION_KEYS.twoStepPending) !== null || storage.get(LEGACY_KEYS[3]) !== null,
  };
}

/**
 * The session the server wrote into the page it served this browser (the session cookie's
 * account and rules, as `GET /api/auth/session` answers): taken once, at start-up, so the first
 * render has the menu and abilities and no request asks for them. Null when the page came
 * without one (signed out, or served by another server) or with one that does not parse.
 */
function takePageSession(): Pick<SessionState, 'userData' | 'abilityRules'> | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_SESSION_ELEMENT_ID);
  if (!element) return null;
  element.remove(); // once: a later sign-out or sign-in says more than this page did
  try {
    const body = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
    const user = storedUserSchema.safeParse(body.userData);
    const rules = storedRulesSchema.safeParse(body.userAbilityRules);
    return user.success && rules.success ? { userData: user.data, abilityRules: rules.data } : null;
  } catch {
    return null;
  }
}

/** Where a page starts: the session the server wrote into it, else the hints. */
function initialState() {
  const stored = readFromStorage();
  const session = takePageSession();
  if (!session) return stored;
  storage.set(SESSION_KEYS.signedIn, HINT);
  return { ...stored, ...session, signedIn: true, abilityStatus: 'verified' as const };
}

const clearLegacy = () => {
  for (const key of LEGACY_KEYS) storage.set(key, null);
};

/** One store for shell and remotes: `@portal/auth` is a federated singleton. */
export const sessionStore = createStore<SessionState>()((set) => ({
  ...initialState(),
  signIn({ userData, userAbilityRules }) {
    // Drafts another account left (its session expired without a sign-out) are not this one's.
    removeDrafts(userData.id);
    clearLegacy();
    storage.set(SESSION_KEYS.signedIn, HINT);
    storage.set(SESSION_KEYS.twoStepPending, null);
    set({
      userData,
      signedIn: true,
      abilityRules: userAbilityRules,
      abilityStatus: 'verified',
      abilityCheckFailed: false,
      twoStepPending: false,
    });
  },
  setVerifiedSession({ userData, userAbilityRules }) {
    const valid = storedRulesSchema.safeParse(userAbilityRules);
    const user = storedUserSchema.safeParse(userData);
    // The session slides on the server: so does the hint.
    storage.set(SESSION_KEYS.signedIn, HINT);
    set((state) => ({
      userData: user.success ? user.data : state.userData,
      abilityRules: valid.success ? valid.data : [],
      abilityStatus: 'verified',
      abilityCheckFailed: false,
    }));
  },
  setPendingTwoStep(pending) {
    storage.set(SESSION_KEYS.twoStepPending, pending ? HINT : null);
    if (!pending) storage.set(LEGACY_KEYS[3], null);
    set({ twoStepPending: pending });
  },
  signOut() {
    for (const key of Object.values(SESSION_KEYS)) storage.set(key, null);
    clearLegacy();
    // What was typed and not saved stays with the account: the next one on this browser sees none.
    removeDrafts();
    set({
      userData: null,
      signedIn: false,
      abilityRules: [],
      abilityStatus: 'none',
      abilityCheckFailed: false,
      twoStepPending: false,
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

/**
 * Authenticated (spec section 4): signed in by a sign-in answer, or restored from the hint
 * while the API is asked who it is (the session token is an HttpOnly cookie: no script can tell
 * on its own). A 401 from the API signs out.
 */
export const isAuthenticated = (state: Pick<SessionState, 'signedIn'>) => state.signedIn;
