import { DataTable, type DataTableProps, type ListColumn } from './data-table';

/**
 * The list state of a table showing every row at once: short lists a card or an expanded row
 * already holds (a profile tab's cards, charges, sessions, keys; a group's rows), with no paging
 * or sorting, several on one page, so none of them writes the URL.
 */
const WHOLE_LIST: DataTableProps<unknown, unknown>['list'] = {
  page: 1,
  itemsPerPage: 100,
  sortBy: undefined,
  orderBy: undefined,
  toggleSort: () => undefined,
  setPage: () => undefined,
  setItemsPerPage: () => undefined,
};

/** Rows the page already holds (loaded with its tab or its parent row), as a table's query. */
export const loadedQuery = <T,>(rows: T[]) => ({
  data: rows,
  isPending: false,
  isError: false,
  refetch: () => undefined,
});

export interface WholeTableProps<T> {
  /** Accessible name of the table (its caption). */
  label: string;
  /** Where the column layout is kept (kit DataTable). */
  storageKey: string;
  /** The columns. */
  columns: ListColumn<T>[];
  /** The rows' query: loading, error with Retry, empty and data come from the kit. */
  query: DataTableProps<T, T[]>['query'];
  /** Shown when there is no row. Default: the kit's "No data available". */
  emptyText?: string;
}

/** The kit's DataTable for a short list already loaded: every row, no paging, nothing in the URL. */
export function WholeTable<T>({
  label,
  storageKey,
  columns,
  query,
  emptyText,
}: WholeTableProps<T>) {
  return (
    <DataTable
      label={label}
      storageKey={storageKey}
      list={WHOLE_LIST}
      query={query}
      columns={columns}
      records={(rows) => rows}
      total={(rows) => rows.length}
      emptyText={emptyText}
      withPagination={false}
    />
  );
}
