/*
 * The page's entry (index.html). A guest on a sign-in path gets the light sign-in page: its own
 * small, non-federated bundle. Everyone else gets the federated shell (`/static/js/app.js`,
 * built by the `web` environment, unhashed and revalidated like a remote entry).
 *
 * Kept tiny on purpose: it runs before anything else on every cold load.
 */
import { startEarlyRemote } from '../federation/early-remote';
import { holdEarlyIntents } from '../lib/early-intents';
import { FULL_SHELL_ENTRY, isGuest, isLightPath } from './decide';

const guest = isGuest(document.cookie);
if (isLightPath(window.location.pathname) && guest) {
  void import('./light-login');
} else {
  // Signed in: a shortcut pressed from now on is honoured once the frame is up (lib/early-intents),
  // and the page's remote is asked for while the shell's code arrives (federation/early-remote).
  if (!guest) {
    holdEarlyIntents();
    if (!isLightPath(window.location.pathname))
      startEarlyRemote(
        window.location.pathname,
        (import.meta.env.PUBLIC_REMOTES_CONFIG_URL as string | undefined) || '/remotes.json',
      );
  }
  const script = document.createElement('script');
  script.src = FULL_SHELL_ENTRY;
  document.head.append(script);
}
