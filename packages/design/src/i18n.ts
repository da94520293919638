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
      // A namespace that arrives after the language changed (a remote's messages are loaded
      // lazily) re-renders every translated component, so nothing stays in the old language.
      react: { bindI18nStore: 'added' },
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
        void switchLanguage(state.language);
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

/** Loads what a language needs (a remote's namespace) before the page switches to it. */
export type LanguageLoader = (language: string) => Promise<unknown>;

const languageLoaders = new Set<LanguageLoader>();

/** How long a language switch waits for loaders; a late bundle still re-renders on arrival. */
const LOADER_WAIT_MS = 3000;

/**
 * Registers a loader that runs before every language switch, so the page changes language in one
 * step instead of showing fallback English until the next navigation. Returns an unregister.
 */
export function registerLanguageLoader(loader: LanguageLoader): () => void {
  languageLoaders.add(loader);
  return () => languageLoaders.delete(loader);
}

let switching: Promise<void> = Promise.resolve();

function switchLanguage(language: string): Promise<void> {
  const loads = Promise.allSettled([...languageLoaders].map((load) => load(language)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOADER_WAIT_MS);
  });
  switching = Promise.race([loads, wait]).then(async () => {
    clearTimeout(timer);
    // A later choice wins: do not switch to a language the user has already left.
    if (preferencesStore.getState().language !== language) return;
    if (i18n.language !== language) await i18n.changeLanguage(language);
  });
  return switching;
}

export async function changeLanguage(language: (typeof LANGUAGES)[number]) {
  if (preferencesStore.getState().language === language && i18n.language !== language)
    await switchLanguage(language);
  else preferencesStore.getState().set({ language });
  await switching;
}

export { i18n };
