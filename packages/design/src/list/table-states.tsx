import { Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';

export interface TableStatesProps {
  /** Number of columns: state rows span them all. */
  colSpan: number;
  /** Show skeleton rows (first load). Default: false. */
  loading?: boolean;
  /** Show the error row. Default: false. */
  error?: boolean;
  /** Data loaded but nothing to show. Default: false. */
  empty?: boolean;
  /** Retry of the error row; without it the row has no button. */
  onRetry?: () => void;
  /** Skeleton rows while loading (usually the page size). Default: 5. */
  skeletonRows?: number;
  /** Text of the empty row. Default: "No data available" (design:noData). */
  emptyText?: ReactNode;
  /** Text of the error row. Default: "Could not load the data." (design:loadError). */
  errorText?: ReactNode;
  /** The data rows. */
  children?: ReactNode;
}

/**
 * The four states of a table body: loading skeleton rows, an error row with Retry, the empty
 * text, or the data rows. Render inside `<Table.Tbody>`.
 */
export function TableStates({
  colSpan,
  loading = false,
  error = false,
  empty = false,
  onRetry,
  skeletonRows = 5,
  emptyText,
  errorText,
  children,
}: TableStatesProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  if (loading)
    return (
      <>
        {Array.from({ length: skeletonRows }, (_, row) => (
          <Table.Tr key={row} aria-busy="true" data-testid="skeleton-row">
            {Array.from({ length: colSpan }, (_, col) => (
              <Table.Td key={col}>
                <Skeleton height={14} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </>
    );
  if (error)
    return (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Stack align="center" gap="xs" py="lg" role="alert">
            <Text c="red">{errorText ?? t('loadError')}</Text>
            {onRetry && (
              <Button variant="light" size="xs" onClick={onRetry}>
                {t('retry')}
              </Button>
            )}
          </Stack>
        </Table.Td>
      </Table.Tr>
    );
  if (empty)
    return (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Text ta="center" c="dimmed" py="lg">
            {emptyText ?? t('noData')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  return <>{children}</>;
}

/** The part of a TanStack Query result that `QueryStateRows` reads. */
export interface QueryLike<TData> {
  data: TData | undefined;
  isPending: boolean;
  isError: boolean;
  /** When true after an error (Retry clicked), the skeleton shows again. */
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface QueryStateRowsProps<TData> extends Omit<
  TableStatesProps,
  'loading' | 'error' | 'empty' | 'onRetry' | 'children'
> {
  /** The list query (`useUsers(...)`). */
  query: QueryLike<TData>;
  /** Whether the loaded data has no rows. */
  isEmpty: (data: TData) => boolean;
  /** Renders the data rows. */
  children: (data: TData) => ReactNode;
}

/** `TableStates` driven by a query: skeleton while pending, error row with Retry, empty, data. */
export function QueryStateRows<TData>({
  query,
  isEmpty,
  children,
  ...others
}: QueryStateRowsProps<TData>) {
  const { data } = query;
  const failed = query.isError && data === undefined;
  return (
    <TableStates
      {...others}
      loading={query.isPending || (failed && query.isFetching === true)}
      error={failed}
      empty={data !== undefined && isEmpty(data)}
      onRetry={() => void query.refetch()}
    >
      {data !== undefined && children(data)}
    </TableStates>
  );
}
