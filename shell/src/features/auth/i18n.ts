import { registerLazyNamespace } from '@portal/design/base';
import en from './locales/en.json';

/** i18next namespace of the auth screens. */
export const AUTH_NAMESPACE = 'auth';

let registered = false;

/**
 * Adds the auth strings to the page's i18next instance from inside this module, so the shell's
 * bootstrap needs no change: English bundled, the other languages loaded when needed.
 */
export function registerAuthMessages(): void {
  if (registered) return;
  registered = true;
  registerLazyNamespace(AUTH_NAMESPACE, en, {
    fr: () => import('./locales/fr.json'),
    ar: () => import('./locales/ar.json'),
    es: () => import('./locales/es.json'),
  });
}

registerAuthMessages();
