/*
 * `@portal/design`: the whole kit, `@portal/design/base` plus the list and form screens. A module
 * that needs neither imports `@portal/design/base` (what a dashboard loads stays small).
 */
export * from './base';
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
export { DataTable, type DataTableProps, type ListColumn } from './screens/data-table';
export { WholeTable, loadedQuery, type WholeTableProps } from './screens/whole-table';
export { ListScreen, type ListScreenProps } from './screens/list-screen';
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
