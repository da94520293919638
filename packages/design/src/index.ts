export type {
  LayoutKind,
  MenuEntry,
  MenuManifest,
  MenuManifestEntry,
  MenuSection,
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
export { DataTable, type DataTableProps, type ListColumn } from './screens/data-table';
export { WholeTable, loadedQuery, type WholeTableProps } from './screens/whole-table';
export { ListScreen, type ListScreenProps } from './screens/list-screen';
export {
  detailQuery,
  listQuery,
  resourceKeys,
  retryUnlessClientError,
  versionedSharing,
} from './queries/resource-queries';
export { useLiveInvalidate } from './queries/use-live-invalidate';
export { useRefreshingMutation } from './queries/use-refreshing-mutation';
export {
  DateRangeFilter,
  FilterSelect,
  joinDateRange,
  splitDateRange,
  type DateRangeFilterProps,
  type FilterSelectProps,
} from './screens/filters';
export {
  BackLink,
  DetailScreen,
  type BackLinkProps,
  type DetailScreenProps,
} from './screens/detail-screen';
export {
  conflictBody,
  useApiForm,
  type ApiFormState,
  type ConflictBody,
  type ConflictField,
  type ConflictOptions,
  type ConflictState,
  type SubmitContext,
  type UseApiFormOptions,
} from './forms/use-api-form';
export { ApiForm, type ApiFormProps } from './forms/api-form';
export { FormActions, type FormActionsProps } from './forms/form-actions';
export { ReasonModal, type ReasonModalProps } from './forms/reason-modal';
export {
  isOverLimit,
  useCharacterLimit,
  type CharacterLimitOptions,
  type LimitedFieldProps,
} from './forms/character-limit';
export { LeaveGuard, type LeaveGuardProps } from './forms/leave-guard';
export { useFormDraft, readDraft, type StoredDraft } from './forms/use-form-draft';
export { zodFormErrors, zodFormResolver, zodIssueMessage } from './forms/zod-form-resolver';
