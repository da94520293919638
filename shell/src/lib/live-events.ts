import { isAuthenticated, sessionStore, startLiveEvents, stopLiveEvents } from '@portal/auth';

/**
 * The browser's live event stream follows the session: opened once signed in (shared by the
 * tabs, packages/auth live-events.ts), closed at sign-out. Features subscribe on their own.
 */
export function connectLiveEvents(): () => void {
  const follow = (signedIn: boolean) => (signedIn ? startLiveEvents() : stopLiveEvents());
  let signedIn = isAuthenticated(sessionStore.getState());
  follow(signedIn);
  const unsubscribe = sessionStore.subscribe((state) => {
    const now = isAuthenticated(state);
    if (now === signedIn) return;
    signedIn = now;
    follow(now);
  });
  return () => {
    unsubscribe();
    stopLiveEvents();
  };
}
