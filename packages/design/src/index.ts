export type {
  LayoutKind,
  MenuEntry,
  RemoteRoute,
  RemoteRouteTable,
  RemoteRouteTableModule,
} from './contract';
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
  type LanguageLoader,
} from './i18n';
export { AppProviders, createQueryClient, type AppProvidersProps } from './providers';
export { mountStandalone, type StandaloneOptions } from './standalone';
export {
  activeLocale,
  countryName,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
} from './format';
export { CSV_BOM, downloadCsv, toCsv, type CsvColumn } from './csv';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  useListSearchParams,
  type ListDefaults,
  type ListState,
  type SortOrder,
} from './list/use-list-search-params';
export { SortableTh, type SortableThProps } from './list/sortable-th';
export {
  QueryStateRows,
  TableStates,
  type QueryLike,
  type QueryStateRowsProps,
  type TableStatesProps,
} from './list/table-states';
export { ListPagination, type ListPaginationProps } from './list/list-pagination';
export { SearchInput, type SearchInputProps } from './list/search-input';
export { sanitizeQuery } from './list/sanitize-query';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { PageLoader, type PageLoaderProps } from './components/page-loader';
export { StatCard, type StatCardProps } from './components/stat-card';
export { ThemedChart, type ChartOption, type ThemedChartProps } from './charts/themed-chart';
export { applyChartTheme, type ChartColors, type ChartThemeContext } from './charts/chart-theme';
