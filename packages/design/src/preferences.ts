import { createStore, useStore } from 'zustand';
import { createCookieStorage, createMemoryStorage, type KeyValueStorage } from '@portal/auth';
import { isHexColor } from './colors';
import { DEFAULT_PRIMARY } from './theme';

export const LANGUAGES = ['en', 'fr', 'ar', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export interface Preferences {
  language: Language;
  theme: 'light' | 'dark' | 'system';
  skin: 'default' | 'bordered';
  lightThemePrimaryColor: string;
  darkThemePrimaryColor: string;
  isVerticalNavSemiDark: boolean;
  appContentLayoutNav: 'vertical' | 'horizontal';
  isVerticalNavCollapsed: boolean;
  appContentWidth: 'boxed' | 'fluid';
  navbarType: 'sticky' | 'static' | 'hidden';
  isNavbarBlurEnabled: boolean;
  footerType: 'sticky' | 'static' | 'hidden';
  horizontalNavType: 'sticky' | 'static' | 'hidden';
}

/** Defaults of spec section 4. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  theme: 'system',
  skin: 'default',
  lightThemePrimaryColor: DEFAULT_PRIMARY,
  darkThemePrimaryColor: DEFAULT_PRIMARY,
  isVerticalNavSemiDark: false,
  appContentLayoutNav: 'vertical',
  isVerticalNavCollapsed: false,
  appContentWidth: 'boxed',
  navbarType: 'sticky',
  isNavbarBlurEnabled: true,
  footerType: 'static',
  horizontalNavType: 'sticky',
};

export interface PreferencesState extends Preferences {
  set(patch: Partial<Preferences>): void;
  reset(): void;
}

let storage: KeyValueStorage =
  typeof document === 'undefined' ? createMemoryStorage() : createCookieStorage();

/** Allowed values of the string preferences; anything else read back from a cookie is ignored. */
const CHOICES: { [K in keyof Preferences]?: readonly string[] } = {
  language: LANGUAGES,
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  appContentLayoutNav: ['vertical', 'horizontal'],
  appContentWidth: ['boxed', 'fluid'],
  navbarType: ['sticky', 'static', 'hidden'],
  footerType: ['sticky', 'static', 'hidden'],
  horizontalNavType: ['sticky', 'static', 'hidden'],
};

function isValid(key: keyof Preferences, raw: string): boolean {
  const fallback = DEFAULT_PREFERENCES[key];
  if (typeof fallback === 'boolean') return raw === 'true' || raw === 'false';
  if (key === 'lightThemePrimaryColor' || key === 'darkThemePrimaryColor') return isHexColor(raw);
  return CHOICES[key]?.includes(raw) ?? false;
}

/** Stored preferences over the defaults; tampered or unknown values fall back to the default. */
function load(): Preferences {
  const loaded: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
    const raw = storage.get(key);
    if (raw === null || !isValid(key, raw)) continue;
    loaded[key] = typeof DEFAULT_PREFERENCES[key] === 'boolean' ? raw === 'true' : raw;
  }
  return loaded as unknown as Preferences;
}

/** Applies the customizer's coupling rules to a patch before it is stored. */
function normalise(current: Preferences, patch: Partial<Preferences>): Partial<Preferences> {
  const next = { ...patch };
  // Switching to horizontal forces a hidden navbar to sticky and uncollapses the vertical nav (spec 4).
  if (patch.appContentLayoutNav === 'horizontal') {
    if ((patch.navbarType ?? current.navbarType) === 'hidden') next.navbarType = 'sticky';
    next.isVerticalNavCollapsed = false;
  }
  return next;
}

/** User preferences, persisted in cookies prefixed with the app title. Shared by shell and remotes. */
export const preferencesStore = createStore<PreferencesState>()((set, get) => ({
  ...load(),
  set(patch) {
    const next = normalise(get(), patch);
    for (const [key, value] of Object.entries(next)) storage.set(key, String(value));
    set(next);
  },
  reset() {
    for (const key of Object.keys(DEFAULT_PREFERENCES)) storage.set(key, null);
    set({ ...DEFAULT_PREFERENCES });
  },
}));

export function setPreferencesStorageBackend(next: KeyValueStorage): void {
  storage = next;
  preferencesStore.setState(load());
}

export const usePreferences = <T>(selector: (state: PreferencesState) => T): T =>
  useStore(preferencesStore, selector);

export const isRtl = (language: string) => (RTL_LANGUAGES as readonly string[]).includes(language);
