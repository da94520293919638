import { initI18n } from '@portal/design';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';

/** The shell's own namespace. */
export const SHELL_NAMESPACE = 'common';

/** Initialises the page's i18next with the shell's strings (remote namespaces load lazily). */
export const initShellI18n = () =>
  initI18n({
    en: { [SHELL_NAMESPACE]: en },
    fr: { [SHELL_NAMESPACE]: fr },
    ar: { [SHELL_NAMESPACE]: ar },
    es: { [SHELL_NAMESPACE]: es },
  });
