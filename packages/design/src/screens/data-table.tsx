import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  Popover,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import {
  RiArrowDownLine,
  RiArrowUpDownLine,
  RiArrowUpLine,
  RiDownload2Line,
  RiLayoutColumnLine,
} from '@remixicon/react';
import {
  DataTable as MantineDataTable,
  useDataTableColumns,
  type DataTableColumn,
  type DataTableRowExpansionProps,
} from 'mantine-datatable';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../errors/api-error';
import { downloadCsv, type CsvColumn } from '../csv';
import { DESIGN_NAMESPACE } from '../i18n';
import { notify } from '../notify';
import { ErrorPanel } from '../components/error-panel';
import { ListPagination } from '../list/list-pagination';
import type { QueryLike } from '../list/table-states';
import type { ListState } from '../list/use-list-search-params';

/** One column, declared once: header, cell, sort key, CSV value, alignment, visibility. */
export interface ListColumn<T> {
  /** Column id; also the API's sort key unless `sortKey` says otherwise. */
  id: string;
  /** Header text (translated). */
  title: string;
  /** Cell content. Default: the row's field named `id`. */
  render?: (row: T) => ReactNode;
  /** Sortable by the API. Default: false. */
  sortable?: boolean;
  /** API sort key when it differs from `id`. Default: `id`. */
  sortKey?: string;
  /** Numbers and money align to the end of the cell. Default: 'text'. */
  kind?: 'text' | 'number' | 'money';
  /** Value in the CSV export; omit to leave the column out of the file. */
  csv?: CsvColumn<T>['value'];
  /** The user may hide it in "Columns". Default: true. */
  toggleable?: boolean;
  /** Hidden until the user shows it. Default: false. */
  hiddenByDefault?: boolean;
  /**
   * Hidden by the screen whatever the user chose (e.g. a list narrowed beside a detail pane, where
   * one column shows the row in short); the user's choices are kept for later, and "Columns" is
   * not offered while the screen hides any column. Default: false.
   */
  hidden?: boolean;
  /** Fixed width (px or CSS). Default: automatic. */
  width?: number | string;
}

export interface DataTableProps<T, TData> {
  /** Accessible name of the table (its caption), e.g. "Fiscal invoices". */
  label: string;
  /** The columns, in their default order. */
  columns: ListColumn<T>[];
  /** List state in the URL (`useListSearchParams`): sort, page and page size are read and written there. */
  list: Pick<
    ListState<Record<string, string>>,
    'page' | 'itemsPerPage' | 'sortBy' | 'orderBy' | 'toggleSort' | 'setPage' | 'setItemsPerPage'
  >;
  /** The list query (`useFacturas(filters)`). */
  query: QueryLike<TData> & { error?: unknown };
  /** The rows of a loaded page. */
  records: (data: TData) => T[];
  /** Rows of the whole filter (all pages). */
  total: (data: TData) => number;
  /** Row id. Default: 'id'. */
  idAccessor?: keyof T & string;
  /** Where the user's column choices are kept (localStorage), e.g. 'billing.facturas'. */
  storageKey: string;
  /** Text for a row in "Select …" labels. Default: the row id. */
  rowLabel?: (row: T) => string;
  /** Bulk actions on the selected rows; with it, rows get checkboxes. Default: no selection. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /** CSV export: the selection, or every row of the current filter via `fetchAll`. Default: none. */
  csv?: { filename: string; fetchAll: () => Promise<T[]> };
  /** Shown when nothing matches. Default: "No data available". */
  emptyText?: ReactNode;
  /** A call to action under the empty text (e.g. "New invoice"). Default: none. */
  emptyAction?: ReactNode;
  /** Message of a failed load. Default: the API-error module's text. */
  errorText?: (error: unknown) => string;
  /** Pagination under the table. Default: true. */
  withPagination?: boolean;
  /** Expandable rows (mantine-datatable's `rowExpansion`, e.g. controlled by a row button). Default: none. */
  rowExpansion?: DataTableRowExpansionProps<T>;
  /**
   * Controls at the start of the toolbar row, before "Columns" and the export (a search box, a
   * filter toggle): one row above the table instead of two. Default: none.
   */
  toolbar?: ReactNode;
  /** Shown under the toolbar row, above the table (e.g. a collapsible filter panel). Default: none. */
  toolbarPanel?: ReactNode;
}

function SortHeader({
  title,
  sortKey,
  list,
}: {
  title: string;
  sortKey: string;
  list: DataTableProps<unknown, unknown>['list'];
}) {
  const active = list.sortBy === sortKey && list.orderBy !== undefined;
  const Icon = !active
    ? RiArrowUpDownLine
    : list.orderBy === 'asc'
      ? RiArrowUpLine
      : RiArrowDownLine;
  const sort = active ? (list.orderBy === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <UnstyledButton
      // aria-sort belongs on the header cell, which mantine-datatable renders.
      ref={(node) => node?.closest('th')?.setAttribute('aria-sort', sort)}
      onClick={() => list.toggleSort(sortKey)}
      fw={600}
      fz="inherit"
      style={{ whiteSpace: 'nowrap' }}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <span>{title}</span>
        <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.4 }} />
      </Group>
    </UnstyledButton>
  );
}

function ColumnSettings({
  columns,
  order,
  setOrder,
  toggled,
  setToggled,
  reset,
}: {
  columns: ListColumn<never>[];
  order: string[];
  setOrder: (order: string[]) => void;
  toggled: (id: string) => boolean;
  setToggled: (id: string, on: boolean) => void;
  reset: () => void;
}) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ids = [
    ...order.filter((id) => byId.has(id)),
    ...columns.map((c) => c.id).filter((id) => !order.includes(id)),
  ];
  const move = (index: number, delta: number) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + delta, 0, item);
    setOrder(next);
  };
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<RiLayoutColumnLine size={16} aria-hidden />}>
          {t('table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('table.columnsTitle')}>
          <Text size="sm" fw={600}>
            {t('table.columnsTitle')}
          </Text>
          {ids.map((id, index) => {
            const column = byId.get(id);
            if (!column) return null;
            return (
              <Group key={id} justify="space-between" gap="xs" wrap="nowrap">
                <Checkbox
                  label={column.title}
                  checked={toggled(id)}
                  disabled={column.toggleable === false}
                  onChange={(event) => setToggled(id, event.currentTarget.checked)}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t('table.moveUp', { column: column.title })}
                    onClick={() => move(index, -1)}
                  >
                    <RiArrowUpLine size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={index === ids.length - 1}
                    aria-label={t('table.moveDown', { column: column.title })}
                    onClick={() => move(index, 1)}
                  >
                    <RiArrowDownLine size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
          <Button size="xs" variant="subtle" onClick={reset}>
            {t('table.resetColumns')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The kit's list table (mantine-datatable underneath): sorting, paging and page size in the
 * URL, the four states (skeleton, empty with an action, error with Retry, data), selection with
 * a bulk-action bar, CSV export, and column visibility and order kept per user across reloads.
 * On a phone the table scrolls inside its card, with a hint.
 */
export function DataTable<T, TData>({
  label,
  columns,
  list,
  query,
  records,
  total,
  idAccessor = 'id' as keyof T & string,
  storageKey,
  rowLabel,
  bulkActions,
  csv,
  emptyText,
  emptyAction,
  errorText,
  withPagination = true,
  rowExpansion,
  toolbar,
  toolbarPanel,
}: DataTableProps<T, TData>) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const { dir } = useDirection();
  const [selected, setSelected] = useState<T[]>([]);
  const [exporting, setExporting] = useState(false);
  const endAlign = dir === 'rtl' ? 'left' : 'right';

  const { data } = query;
  const failed = query.isError && data === undefined;
  const loading = query.isPending || (failed && query.isFetching === true);
  const rows = data === undefined || loading ? [] : records(data);

  const definitions: DataTableColumn<T>[] = columns.map((column) => ({
    accessor: column.id,
    title: column.sortable ? (
      <SortHeader title={column.title} sortKey={column.sortKey ?? column.id} list={list} />
    ) : (
      column.title
    ),
    textAlign: column.kind === 'number' || column.kind === 'money' ? endAlign : undefined,
    render: loading
      ? () => <Skeleton height={14} radius="sm" />
      : (column.render ??
        ((row: T) => {
          const value = (row as Record<string, unknown>)[column.id];
          return typeof value === 'string' || typeof value === 'number' ? value : null;
        })),
    toggleable: column.toggleable !== false,
    defaultToggle: column.hiddenByDefault !== true,
    hidden: column.hidden === true,
    draggable: false,
    width: column.width,
  }));
  const layout = useDataTableColumns<T>({ key: `table-${storageKey}`, columns: definitions });
  const toggledIds = new Map(layout.columnsToggle.map((c) => [c.accessor, c.toggled]));
  const columnChoices =
    !columns.some((column) => column.hidden) && definitions.some((c) => c.toggleable);

  const clear = () => setSelected([]);
  const exportCsv = async () => {
    if (!csv) return;
    const csvColumns = columns
      .filter((column) => column.csv !== undefined)
      .map((column) => ({ header: column.title, value: column.csv as CsvColumn<T>['value'] }));
    setExporting(true);
    try {
      const exportRows = selected.length > 0 ? selected : await csv.fetchAll();
      downloadCsv(csv.filename, exportRows, csvColumns);
      notify.success(t('table.exported', { count: exportRows.length }));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  const skeletonRecords = Array.from(
    { length: Math.min(list.itemsPerPage, 10) },
    (_, index) => ({ [idAccessor]: `skeleton-${index}` }) as T,
  );

  const errorState = failed ? (
    <Box p="md" w="100%" style={{ pointerEvents: 'all' }}>
      <ErrorPanel
        message={errorText ? errorText(query.error) : apiErrorMessage(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    </Box>
  ) : null;
  // mantine-datatable keeps its empty state in the DOM (transparent) over the rows: render the
  // call to action only when the table is empty, so no invisible button sits on the data.
  const empty = !loading && data !== undefined && rows.length === 0;
  const emptyState = empty ? (
    <Stack align="center" gap="xs" py="lg" style={{ pointerEvents: 'all' }}>
      <Text c="dimmed">{emptyText ?? t('noData')}</Text>
      {emptyAction}
    </Stack>
  ) : (
    <span />
  );

  return (
    <Stack gap="sm">
      {(csv || toolbar || columnChoices) && (
        <Group justify="flex-end" align="flex-end" gap="sm">
          {toolbar ? <Box style={{ flex: '1 1 12rem', minWidth: 0 }}>{toolbar}</Box> : null}
          {query.isFetching && !loading && data !== undefined ? (
            <Text size="sm" c="dimmed" role="status">
              {t('table.updating')}
            </Text>
          ) : null}
          {csv ? (
            <Button
              variant="default"
              leftSection={<RiDownload2Line size={16} aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {selected.length > 0 ? t('table.exportSelection') : t('table.exportCsv')}
            </Button>
          ) : null}
          {columnChoices ? (
            <ColumnSettings
              columns={columns}
              order={layout.columnsOrder}
              setOrder={layout.setColumnsOrder}
              toggled={(id) => toggledIds.get(id) ?? true}
              setToggled={(id, on) =>
                layout.setColumnsToggle(
                  layout.columnsToggle.map((c) => (c.accessor === id ? { ...c, toggled: on } : c)),
                )
              }
              reset={() => {
                layout.resetColumnsOrder();
                layout.resetColumnsToggle();
              }}
            />
          ) : null}
        </Group>
      )}
      {toolbarPanel}
      {bulkActions && selected.length > 0 ? (
        <Group
          justify="space-between"
          gap="sm"
          p="xs"
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          role="region"
          aria-label={t('table.selected', { count: selected.length })}
        >
          <Text size="sm" fw={500} aria-live="polite">
            {t('table.selected', { count: selected.length })}
          </Text>
          <Group gap="xs">
            {bulkActions(selected, clear)}
            <Button size="xs" variant="subtle" onClick={clear}>
              {t('table.clearSelection')}
            </Button>
          </Group>
        </Group>
      ) : null}
      {/* Not over a table of one column (a list in short): there is nothing to scroll to. */}
      {columns.filter((c) => !c.hidden && (toggledIds.get(c.id) ?? true)).length > 1 ? (
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {t('table.scrollHint')}
        </Text>
      ) : null}
      <MantineDataTable<T>
        aria-label={label}
        minHeight={rows.length === 0 && !loading ? 180 : undefined}
        verticalSpacing="sm"
        highlightOnHover
        idAccessor={idAccessor}
        // Visibility is chosen in "Columns": no toggle button inside the header cells.
        columns={layout.effectiveColumns.map((column) => ({ ...column, toggleable: false }))}
        records={loading ? skeletonRecords : rows}
        customRowAttributes={() =>
          loading ? { 'data-testid': 'skeleton-row', 'aria-busy': 'true' } : {}
        }
        emptyState={errorState ?? emptyState}
        noRecordsText=""
        {...(rowExpansion && !loading ? { rowExpansion } : {})}
        {...(bulkActions && !loading
          ? {
              selectedRecords: selected,
              onSelectedRecordsChange: setSelected,
              allRecordsSelectionCheckboxProps: { 'aria-label': t('table.selectAll') },
              getRecordSelectionCheckboxProps: (row: T) => ({
                'aria-label': t('table.selectRow', {
                  row: rowLabel
                    ? rowLabel(row)
                    : String((row as Record<string, unknown>)[idAccessor]),
                }),
              }),
            }
          : {})}
      />
      {withPagination ? (
        <ListPagination
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          total={data === undefined ? 0 : total(data)}
          onPageChange={(page) => {
            clear();
            list.setPage(page);
          }}
          onItemsPerPageChange={(size) => {
            clear();
            list.setItemsPerPage(size);
          }}
        />
      ) : null}
    </Stack>
  );
}
