import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, preferencesStore, isRtl } from './preferences';
import en from './locales/en.json';
import fr from './locales/fr.json';
import ar from './locales/ar.json';
import es from './locales/es.json';

/** Namespace of strings that packages/design components render. */
export const DESIGN_NAMESPACE = 'design';

/**
 * Initialise the page's one i18next instance (i18next is a federated singleton, so the shell's
 * instance is the remotes' too). Idempotent.
 */
export async function initI18n(
  resources: Record<string, Record<string, Record<string, unknown>>> = {},
) {
  let ready: Promise<unknown> = Promise.resolve();
  if (!i18n.isInitialized) {
    // Everything is synchronous (bundled resources, `initAsync: false`): the page and tests can
    // render translated text right after this call, even without awaiting it.
    ready = i18n.use(initReactI18next).init({
      lng: preferencesStore.getState().language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: ['common', DESIGN_NAMESPACE],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      resources: {
        en: { [DESIGN_NAMESPACE]: en },
        fr: { [DESIGN_NAMESPACE]: fr },
        ar: { [DESIGN_NAMESPACE]: ar },
        es: { [DESIGN_NAMESPACE]: es },
      },
    });
    applyDocumentLanguage(i18n.language);
    i18n.on('languageChanged', applyDocumentLanguage);
    // The preference is the source of truth: follow it however it is changed (customizer, reset).
    preferencesStore.subscribe((state, previous) => {
      if (state.language !== previous.language && state.language !== i18n.language)
        void i18n.changeLanguage(state.language);
    });
  }
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces))
      i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
  await ready;
  return i18n;
}

/** Language change sets the document language and right-to-left mode for Arabic (spec 4). */
export function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export async function changeLanguage(language: (typeof LANGUAGES)[number]) {
  preferencesStore.getState().set({ language });
  await i18n.changeLanguage(language);
}

export { i18n };
