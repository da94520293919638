import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { messageError } from '../http/errors';
import type { Caller } from '../services/caller';
import { PROFILE_MESSAGES } from '../services/profile';

/**
 * The caller through a signed-in session: the password, two-step, sessions and API keys are
 * never managed with an API key (403), whatever its scope.
 */
export async function sessionCaller(c: Context<AppEnv>): Promise<Caller> {
  const caller = await authenticate(c);
  if (caller.apiKeyScope !== undefined) throw messageError(403, PROFILE_MESSAGES.sessionOnly);
  return caller;
}
