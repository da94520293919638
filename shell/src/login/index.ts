/*
 * The page's entry (index.html). A guest on a sign-in path gets the light sign-in page: its own
 * small, non-federated bundle. Everyone else gets the federated shell (`/static/js/app.js`,
 * built by the `web` environment, unhashed and revalidated like a remote entry).
 *
 * Kept tiny on purpose: it runs before anything else on every cold load.
 */
import { FULL_SHELL_ENTRY, isGuest, isLightPath } from './decide';

if (isLightPath(window.location.pathname) && isGuest(document.cookie)) {
  void import('./light-login');
} else {
  const script = document.createElement('script');
  script.src = FULL_SHELL_ENTRY;
  document.head.append(script);
}
