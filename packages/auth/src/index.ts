export { APP_TITLE, COOKIE_MAX_AGE_SECONDS } from './config';
export {
  createCookieStorage,
  createMemoryStorage,
  readJson,
  storageKey,
  type KeyValueStorage,
} from './storage';
export {
  AbilityContext,
  Can,
  buildAbility,
  canAccess,
  sessionAbility,
  useAbility,
  type AbilityRuleInput,
  type Actions,
  type AppAbility,
  type RequiredAbility,
  type Subjects,
} from './ability';
export {
  sessionStore,
  useSession,
  setSessionStorageBackend,
  isAuthenticated,
  SESSION_KEYS,
  type SessionPayload,
  type SessionState,
  type SessionUser,
} from './session-store';
export { draftStorageKey } from './drafts';
export { RequireAbility, type RequireAbilityProps } from './require-ability';
export { safeRedirect } from './redirect';
export {
  ApiError,
  apiFetch,
  parseVersioned,
  primeGet,
  setUnauthorizedHandler,
  versionOf,
  withVersion,
  type ApiRequest,
} from './api-client';
export { verifySession } from './verify-session';
export {
  LIVE_RESET,
  startLiveEvents,
  stopLiveEvents,
  subscribeLive,
  type LiveEvent,
} from './live-events';
