export { handlers } from './handlers';
export { authHandlers, TWO_STEP_DEMO_CODE, AUTH_MESSAGES } from './handlers/auth';
export { usersHandlers, USER_MESSAGES } from './handlers/users';
export { profileHandlers, PROFILE_MESSAGES } from './handlers/profile';
export { profileOf, totpFor } from './lib/profile-store';
export { sha256Hex } from './lib/sha256';
export { permissionsHandlers, PERMISSION_MESSAGES } from './handlers/permissions';
export { searchHandlers, searchPages, trimSearchGroups } from './handlers/search';
export { searchIndex, type SearchIndexGroup, type SearchIndexItem } from './data/search-index';

export {
  getDb,
  saveDb,
  commitDb,
  loadDb,
  resetDb,
  removeEntry,
  setDbPersistence,
  setSeedOptions,
  toEntries,
  fromEntries,
  type DbPersistence,
  type ResetDbOptions,
} from './db/store';
export { PersistError, STORAGE_FULL_MESSAGE } from './db/persist-error';
export { indexedDbPersistence } from './db/idb-persistence';
export { SEED_VERSION, DEFAULT_SEED_OPTIONS, createSeedDb, type SeedOptions } from './db/seed';
export { dbSchema, accountSchema, type Db, type Account } from './db/schema';
export { createRandom, type Random } from './db/prng';
export { ADMIN_RULES, CLIENT_RULES, AUDITOR_RULES, AGENT_RULES } from './db/seed-accounts';
export { TICKETS_SEED_NOW } from './db/seed-tickets';

export {
  json,
  messageResponse,
  fieldErrorResponse,
  noContent,
  unauthorized,
  forbidden,
  somethingWentWrong,
  EarlyResponse,
} from './lib/http';
export { safeResolver } from './lib/safe-resolver';
export { parseBody, parseQuery, validate, toFieldErrors } from './lib/validate';
export {
  ACCESS_TOKEN_COOKIE,
  SESSION_TTL_MS,
  authenticate,
  findCaller,
  requireAbility,
  readAccessToken,
  createSession,
  toUserData,
  type Caller,
  type CallerAbility,
} from './lib/auth';
export { paginate, sortByText, includesText, parseId, formatCreatedDate } from './lib/list';
export { randomToken } from './lib/tokens';
export { billingClock, listFacturas } from './handlers/facturacion';
export { ticketClock, listTickets } from './handlers/tickets';
