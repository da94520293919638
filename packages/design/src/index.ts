export type {
  LayoutKind,
  MenuEntry,
  RemoteRoute,
  RemoteRouteTable,
  RemoteRouteTableModule,
} from './contract';
export { buildTheme, DEFAULT_PRIMARY } from './theme';
export { generateColors, isHexColor } from './colors';
export { notify, SNACKBAR_TIMEOUT_MS } from './notify';
export {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  RTL_LANGUAGES,
  isRtl,
  preferencesStore,
  setPreferencesStorageBackend,
  usePreferences,
  type Language,
  type Preferences,
  type PreferencesState,
} from './preferences';
export { applyDocumentLanguage, changeLanguage, DESIGN_NAMESPACE, i18n, initI18n } from './i18n';
export {
  AppProviders,
  createQueryClient,
  OVERLAY_Z_INDEX,
  type AppProvidersProps,
} from './providers';
export { mountStandalone, type StandaloneOptions } from './standalone';
