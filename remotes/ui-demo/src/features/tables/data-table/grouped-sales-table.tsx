import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import {
  DataTable,
  formatCurrency,
  formatDate,
  formatNumber,
  loadedQuery,
  WholeTable,
  type ListColumn,
  type SortOrder,
} from '@portal/design';
import type { SalesRow } from '@portal/contract';
import { RiArrowDownSLine } from '@remixicon/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSalesRows } from '../api/sales-rows';

type GroupBy = 'status' | 'received';

/** One group row: the rows sharing a value of the chosen column, with their sums. */
interface SalesGroup {
  id: string;
  label: string;
  rows: SalesRow[];
  total: number;
  paid: number;
}

const groupKey = (row: SalesRow, by: GroupBy) =>
  by === 'status' ? row.payment.status : row.payment.receivedPaymentStatus;

const SORT: Record<string, (group: SalesGroup) => string | number> = {
  label: (group) => group.label,
  count: (group) => group.rows.length,
  total: (group) => group.total,
};

export default function GroupedSalesTable() {
  const { t } = useTranslation('ui-demo');
  const query = useSalesRows();
  const [groupBy, setGroupBy] = useState<GroupBy>('status');
  const [expanded, setExpanded] = useState<string[]>([]);
  const [sort, setSort] = useState<{ sortBy?: string; orderBy?: SortOrder }>({
    sortBy: 'label',
    orderBy: 'asc',
  });

  const label = (key: string, by: GroupBy) =>
    by === 'status' ? t(`tables.statuses.${key}`) : t(`tables.receivedStatuses.${key}`);

  // Rows grouped in the page: the endpoint answers the whole array.
  const groups = useMemo(() => {
    const byKey = new Map<string, SalesRow[]>();
    for (const row of query.data ?? []) {
      const key = groupKey(row, groupBy);
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    const list: SalesGroup[] = [...byKey].map(([key, rows]) => ({
      id: key,
      label: label(key, groupBy),
      rows: [...rows].sort((a, b) => b.date.localeCompare(a.date)),
      total: rows.reduce((sum, row) => sum + row.payment.total, 0),
      paid: rows.reduce((sum, row) => sum + row.payment.paidAmount, 0),
    }));
    const value = sort.sortBy ? SORT[sort.sortBy] : undefined;
    if (!value || !sort.orderBy) return list;
    const sign = sort.orderBy === 'asc' ? 1 : -1;
    return list.sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0));
    // `label` only depends on the language, which re-renders through `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, groupBy, sort, t]);

  const list = {
    page: 1,
    itemsPerPage: groups.length || 1,
    sortBy: sort.sortBy,
    orderBy: sort.orderBy,
    toggleSort: (sortBy: string) =>
      setSort((current) =>
        current.sortBy !== sortBy
          ? { sortBy, orderBy: 'asc' }
          : current.orderBy === 'asc'
            ? { sortBy, orderBy: 'desc' }
            : {},
      ),
    // Every group fits on one page: no pagination.
    setPage: () => undefined,
    setItemsPerPage: () => undefined,
  };

  const toggle = (id: string) =>
    setExpanded((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const allOpen = groups.length > 0 && groups.every((group) => expanded.includes(group.id));

  const columns: ListColumn<SalesGroup>[] = [
    {
      id: 'expand',
      title: t('tables.detailsColumn'),
      toggleable: false,
      width: 96,
      render: (group) => (
        <ActionIcon
          variant="subtle"
          aria-expanded={expanded.includes(group.id)}
          aria-label={t('tables.groupRows', { group: group.label })}
          onClick={() => toggle(group.id)}
        >
          <RiArrowDownSLine
            size={18}
            style={{ transform: expanded.includes(group.id) ? 'rotate(180deg)' : undefined }}
          />
        </ActionIcon>
      ),
    },
    {
      id: 'label',
      title: groupBy === 'status' ? t('tables.status') : t('tables.received'),
      sortable: true,
      render: (group) => <Text fw={600}>{group.label}</Text>,
    },
    {
      id: 'count',
      title: t('tables.salesCount'),
      sortable: true,
      kind: 'number',
      render: (group) => formatNumber(group.rows.length),
    },
    {
      id: 'total',
      title: t('tables.total'),
      sortable: true,
      kind: 'money',
      render: (group) => formatCurrency(group.total, 'USD'),
    },
    {
      id: 'paid',
      title: t('tables.paidColumn'),
      kind: 'money',
      render: (group) => formatCurrency(group.paid, 'USD'),
    },
  ];

  const other: GroupBy = groupBy === 'status' ? 'received' : 'status';
  // The rows of an expanded group, with the other grouping's value beside them.
  const rowColumns: ListColumn<SalesRow>[] = [
    { id: 'product', title: t('tables.product'), render: (row) => row.product.name },
    { id: 'date', title: t('tables.date'), render: (row) => formatDate(row.date) },
    { id: 'buyer', title: t('tables.buyer'), render: (row) => row.buyer.name },
    {
      id: 'total',
      title: t('tables.total'),
      kind: 'money',
      render: (row) => formatCurrency(row.payment.total, 'USD'),
    },
    {
      id: 'other',
      title: other === 'status' ? t('tables.status') : t('tables.received'),
      render: (row) => (
        <Badge variant="light" color="gray">
          {label(groupKey(row, other), other)}
        </Badge>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl
          aria-label={t('tables.groupBy')}
          value={groupBy}
          onChange={(value) => {
            setGroupBy(value === 'received' ? 'received' : 'status');
            setExpanded([]);
          }}
          data={[
            { value: 'status', label: t('tables.status') },
            { value: 'received', label: t('tables.received') },
          ]}
        />
        <Button
          variant="default"
          size="xs"
          disabled={groups.length === 0}
          onClick={() => setExpanded(allOpen ? [] : groups.map((group) => group.id))}
        >
          {allOpen ? t('tables.collapseAll') : t('tables.expandAll')}
        </Button>
      </Group>
      <DataTable<SalesGroup, SalesRow[]>
        label={t('tables.groupedLabel')}
        columns={columns}
        list={list}
        query={query}
        records={() => groups}
        total={() => groups.length}
        storageKey="ui-demo.sales-groups"
        withPagination={false}
        rowExpansion={{
          trigger: 'never',
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record: group }) => (
            <Box p="sm">
              <WholeTable
                label={t('tables.groupCaption', { group: group.label })}
                storageKey="ui-demo.sales-group-rows"
                columns={rowColumns}
                query={loadedQuery(group.rows)}
              />
            </Box>
          ),
        }}
      />
    </Stack>
  );
}
