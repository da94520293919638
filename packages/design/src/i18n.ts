import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, preferencesStore, isRtl } from './preferences';
import en from './locales/en.json';

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
      // A namespace that arrives after the page switched language re-renders every translated
      // component, so nothing stays in the old language; no other bundle does (see `LATE_BUNDLE`).
      react: { bindI18n: `languageChanged ${LATE_BUNDLE}`, bindI18nStore: '' },
      // English is bundled (the fallback); the other languages load when the page needs them.
      resources: { en: { [DESIGN_NAMESPACE]: en } },
    });
    applyDocumentLanguage(i18n.language);
    i18n.on('languageChanged', applyDocumentLanguage);
    watchLateBundles();
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
  // The current language's lazily loaded namespaces, before the first render shows English.
  await loadLanguage(i18n.language);
  return i18n;
}

/** The i18next event that re-renders translated components besides a language change. */
const LATE_BUNDLE = 'lateBundle';

/**
 * Tells translated components about a late bundle: one for the current language of a namespace
 * the page already showed in English, because its loader took longer than the switch waits
 * (`LOADER_WAIT_MS`). Any other bundle, such as a remote's messages loaded before its first page
 * renders, re-renders nothing: on a cold start each one re-rendered the whole frame.
 */
function watchLateBundles() {
  let missing = new Set<string>();
  i18n.on('languageChanged', (language: string) => {
    const shown = Object.keys(i18n.store.data.en ?? {});
    missing = new Set(shown.filter((ns) => !i18n.hasResourceBundle(language, ns)));
  });
  i18n.store.on('added', (language: string, ns: string) => {
    if (language === i18n.language && missing.delete(ns)) i18n.emit(LATE_BUNDLE, language, ns);
  });
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

/** Runs every registered loader for `language` (failures leave the English fallback). */
function loadLanguage(language: string) {
  return Promise.allSettled([...languageLoaders].map((load) => load(language)));
}

/**
 * Loads a language's lazy namespaces, then switches i18next to it without touching the saved
 * preference (tests and previews). Pages use `changeLanguage`.
 */
export async function showLanguage(language: string): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Loads every language's lazy namespaces (the test setup, so a switch is synchronous). */
export const loadAllLanguages = () => Promise.all(LANGUAGES.map(loadLanguage));

type Bundle = Record<string, unknown>;
type BundleImport = () => Promise<{ default: Bundle }>;

/**
 * A namespace whose English strings are bundled and whose other languages are fetched when the
 * page switches to them (and, for the language chosen at start, before the first render). Keeps
 * every language but the current one out of the page's JavaScript.
 */
export function registerLazyNamespace(
  namespace: string,
  english: Bundle,
  others: Partial<Record<string, BundleImport>>,
): void {
  const add = () => i18n.addResourceBundle('en', namespace, english, true, true);
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
  registerLanguageLoader(async (language) => {
    const load = others[language];
    if (!load || i18n.hasResourceBundle(language, namespace)) return;
    i18n.addResourceBundle(language, namespace, (await load()).default, true, true);
  });
}

registerLazyNamespace(DESIGN_NAMESPACE, en, {
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
  es: () => import('./locales/es.json'),
});

let switching: Promise<void> = Promise.resolve();

function switchLanguage(language: string): Promise<void> {
  const loads = loadLanguage(language);
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
