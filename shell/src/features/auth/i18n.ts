import { i18n } from '@portal/design';
import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

/** i18next namespace of the auth screens. */
export const AUTH_NAMESPACE = 'auth';

export const authMessages = { en, fr, ar, es } as const;

function addBundles() {
  for (const [language, bundle] of Object.entries(authMessages))
    i18n.addResourceBundle(language, AUTH_NAMESPACE, bundle, true, true);
}

let registered = false;

/**
 * Adds the auth strings to the page's i18next instance from inside this module, so the shell's
 * bootstrap needs no change. init() replaces the resource store, hence the wait for it.
 */
export function registerAuthMessages(): void {
  if (registered) return;
  registered = true;
  if (i18n.isInitialized) addBundles();
  else i18n.on('initialized', addBundles);
}

registerAuthMessages();
