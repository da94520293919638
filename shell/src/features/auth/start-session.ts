import { sessionStore } from '@portal/auth';
import type { SessionResponse } from '@portal/contract';
import { changeLanguage } from '@portal/design/base';

/**
 * Keeps the session a sign-in answered and, when the account saved a language in its profile,
 * makes it the portal's language (the app bar's choice otherwise stays).
 */
export function startSession(session: SessionResponse): void {
  sessionStore.getState().signIn(session);
  if (session.language !== undefined) void changeLanguage(session.language);
}
