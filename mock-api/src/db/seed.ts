import { createRandom } from './prng';
import type { Db } from './schema';
import { seedAccounts } from './seed-accounts';
import { seedPermissions } from './seed-permissions';
import { seedUsers } from './seed-users';

/**
 * Bump whenever the shape or the content of the seed changes: browsers holding an older
 * stored database then get a fresh seed instead of data the handlers no longer understand.
 */
export const SEED_VERSION = 1;
const SEED = 20_240_414;

/** A fresh database, identical on every call. */
export function createSeedDb(): Db {
  const random = createRandom(SEED);
  return {
    version: SEED_VERSION,
    accounts: seedAccounts(),
    users: seedUsers(random),
    permissions: seedPermissions(),
    sessions: {},
    twoStepChallenges: {},
    resetTokens: {},
  };
}
