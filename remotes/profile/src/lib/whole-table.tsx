import { DataTable, type DataTableProps, type ListColumn } from '@portal/design';

/**
 * The list state of a table showing every row at once: the profile's tables (cards, charges,
 * sessions, keys) are short, have no paging or sorting, and several share one tab, so none of
 * them writes the URL.
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

/** Rows the card already holds (loaded with its tab), as a table's query. */
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

/** The kit's DataTable for a card's short list: every row, no paging, nothing in the URL. */
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
