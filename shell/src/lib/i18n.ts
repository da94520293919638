import { initI18n, registerLazyNamespace } from '@portal/design/base';
import en from '../locales/en.json';

/** The shell's own namespace. */
export const SHELL_NAMESPACE = 'common';

registerLazyNamespace(SHELL_NAMESPACE, en, {
  fr: () => import('../locales/fr.json'),
  ar: () => import('../locales/ar.json'),
  es: () => import('../locales/es.json'),
});

/** Initialises the page's i18next with the shell's strings (remote namespaces load lazily). */
export const initShellI18n = () => initI18n();
