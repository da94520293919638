import { z } from 'zod/mini';
import { apiFetch } from './api-client';
import { sessionStore } from './session-store';

/** `GET /api/auth/session`: who the session cookie belongs to and what they may do. */
const SESSION_PATH = '/api/auth/session';
const sessionInfoSchema = z.object({
  userData: z.unknown(),
  userAbilityRules: z.array(z.object({ action: z.string(), subject: z.string() })),
});

let inFlight: Promise<void> | null = null;

/**
 * Ask the API who a session restored from the hint is and what it may do (start-up): the
 * browser sends the HttpOnly session cookie. Until it answers the session grants nothing. A 401
 * signs out (the API client does it); other failures leave the session without abilities
 * (`abilityCheckFailed`) and may be retried by calling again. Safe to call often: one request
 * at a time, none once verified.
 */
export function verifySession(): Promise<void> {
  const state = sessionStore.getState();
  if (state.abilityStatus !== 'pending' || !state.signedIn) return Promise.resolve();
  // A sign-in or sign-out meanwhile has said more than this answer can.
  const stillPending = () => {
    const current = sessionStore.getState();
    return current.signedIn && current.abilityStatus === 'pending';
  };
  inFlight ??= apiFetch(SESSION_PATH)
    .then((body) => {
      if (stillPending()) sessionStore.getState().setVerifiedSession(sessionInfoSchema.parse(body));
    })
    .catch(() => {
      if (stillPending()) sessionStore.setState({ abilityCheckFailed: true });
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
