import { z } from 'zod/mini';
import { apiFetch } from './api-client';
import { sessionStore } from './session-store';

/** `GET /api/auth/session`: who the token belongs to and what they may do, as the API says. */
const SESSION_PATH = '/api/auth/session';
const sessionInfoSchema = z.object({
  userAbilityRules: z.array(z.object({ action: z.string(), subject: z.string() })),
});

let inFlight: Promise<void> | null = null;

/**
 * Ask the API for the abilities of a session restored from storage (start-up). Until it answers
 * the session grants nothing, so an edited `HostDesk-userAbilityRules` cookie changes nothing.
 * A 401 signs out (the API client does it); other failures leave the session without abilities
 * (`abilityCheckFailed`) and may be retried by calling again. Safe to call often: one request at a time, none once
 * verified.
 */
export function verifySession(): Promise<void> {
  const state = sessionStore.getState();
  if (state.abilityStatus !== 'pending' || state.accessToken === null) return Promise.resolve();
  const token = state.accessToken;
  inFlight ??= apiFetch(SESSION_PATH)
    .then((body) => {
      const current = sessionStore.getState();
      if (current.accessToken !== token || current.abilityStatus !== 'pending') return;
      current.setVerifiedRules(sessionInfoSchema.parse(body).userAbilityRules);
    })
    .catch(() => {
      const current = sessionStore.getState();
      if (current.accessToken === token && current.abilityStatus === 'pending')
        sessionStore.setState({ abilityCheckFailed: true });
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
