/*
 * `@portal/design/base`: the kit without its list and form screens (no mantine-datatable,
 * @mantine/form or their code): what the frame and the dashboards need. The shell shares it as a
 * module of its own, so a page that draws no list or form loads only this; `@portal/design`
 * re-exports it, and both are one instance (the shell's), stores, i18n and error module included.
 */
export type {
  LayoutKind,
  MenuEntry,
  MenuManifest,
  MenuManifestEntry,
  MenuSection,
  RemotePageModule,
  RemoteRoute,
  RemoteRouteTable,
  RemoteRouteTableModule,
} from './contract';
export { menuKeys, messageLoader } from './contract';
export {
  buildTheme,
  DEFAULT_PRIMARY,
  NOTIFICATIONS_Z_INDEX,
  OVERLAY_Z_INDEX,
  POPOVER_Z_INDEX,
  type BuildThemeOptions,
  type Skin,
} from './theme';
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
export {
  applyDocumentLanguage,
  changeLanguage,
  DESIGN_NAMESPACE,
  i18n,
  initI18n,
  registerLanguageLoader,
  registerLazyNamespace,
  showLanguage,
  type LanguageLoader,
} from './i18n';
export { AppProviders, createQueryClient, type AppProvidersProps } from './providers';
export { mountStandalone, type StandaloneOptions } from './standalone';
export {
  activeLocale,
  countryName,
  firstDayOfWeek,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
} from './format';
export { CSV_BOM, downloadCsv, toCsv, type CsvColumn } from './csv';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { Ltr } from './components/ltr';
export { PageLoader, type PageLoaderProps } from './components/page-loader';
export { StatCard, type StatCardProps } from './components/stat-card';
export { StatusBadge, type StatusBadgeProps, type StatusColor } from './components/status-badge';
export { ThemedChart, type ChartOption, type ThemedChartProps } from './charts/themed-chart';
export { ServerChart } from './charts/server-chart';
export {
  apiErrorKind,
  apiErrorMessage,
  apiFieldErrors,
  isForbidden,
  isInvalid,
  isNotFound,
  registerApiMessages,
  translateApiMessage,
  type ApiErrorKind,
} from './errors/api-error';
export { useApiError } from './errors/use-api-error';
export {
  detailQuery,
  listQuery,
  resourceKeys,
  retryUnlessClientError,
  versionedSharing,
} from './queries/resource-queries';
export { useLiveInvalidate } from './queries/use-live-invalidate';
export { useRefreshingMutation } from './queries/use-refreshing-mutation';
