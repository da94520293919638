import { ActionIcon, Badge, Button, Group, Rating, Stack, Text } from '@mantine/core';
import {
  ConfirmDialog,
  DataTable,
  SearchInput,
  formatCurrency,
  formatDate,
  notify,
  useApiError,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import type { SalesRow } from '@portal/contract';
import { RiArrowDownSLine, RiDeleteBinLine, RiPencilLine } from '@remixicon/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedImage } from '../../../components/generated-image';
import { useDeleteSalesRows, useSalesRows } from '../api/sales-rows';
import { SalesRowDialog } from './sales-row-dialog';

const STATUS_COLORS = { Completed: 'green', Confirmed: 'blue', Cancelled: 'red' } as const;
const RECEIVED_COLORS = {
  'Fully Paid': 'green',
  'Partially Paid': 'orange',
  Unpaid: 'gray',
} as const;

/** Sort values by column id; the rows come whole from the API and are sorted here. */
const SORT: Record<string, (row: SalesRow) => string | number> = {
  product: (row) => row.product.name,
  date: (row) => row.date,
  buyer: (row) => row.buyer.name,
  total: (row) => row.payment.total,
  status: (row) => row.payment.status,
};

export default function SalesTable() {
  const { t } = useTranslation('ui-demo');
  const list = useListSearchParams({ sortBy: 'date', orderBy: 'desc' });
  const query = useSalesRows();
  const remove = useDeleteSalesRows();
  const { message: errorText } = useApiError();
  const [editing, setEditing] = useState<SalesRow | null>(null);
  const [deleting, setDeleting] = useState<{ rows: SalesRow[]; done: () => void } | null>(null);
  const [expanded, setExpanded] = useState<number[]>([]);

  const filtered = useMemo(() => {
    const q = (list.q ?? '').trim().toLowerCase();
    const rows = (query.data ?? []).filter(
      (row) =>
        !q ||
        [row.product.name, row.product.brand, row.buyer.name, row.payment.status].some((text) =>
          text.toLowerCase().includes(q),
        ),
    );
    const value = list.sortBy ? SORT[list.sortBy] : undefined;
    if (!value || !list.orderBy) return rows;
    const sign = list.orderBy === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0));
  }, [query.data, list.q, list.sortBy, list.orderBy]);
  const start = (list.page - 1) * list.itemsPerPage;

  const toggle = (id: number) =>
    setExpanded((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const columns: ListColumn<SalesRow>[] = [
    {
      id: 'expand',
      // A header names the column (an empty one is an axe violation).
      title: t('tables.detailsColumn'),
      toggleable: false,
      width: 96,
      render: (row) => (
        <ActionIcon
          variant="subtle"
          aria-expanded={expanded.includes(row.id)}
          aria-label={t('tables.details', { product: row.product.name })}
          onClick={() => toggle(row.id)}
        >
          <RiArrowDownSLine
            size={18}
            style={{ transform: expanded.includes(row.id) ? 'rotate(180deg)' : undefined }}
          />
        </ActionIcon>
      ),
    },
    {
      id: 'product',
      title: t('tables.product'),
      sortable: true,
      render: (row) => (
        <div>
          <Text fw={500} size="sm">
            {row.product.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.product.brand}
          </Text>
        </div>
      ),
    },
    { id: 'date', title: t('tables.date'), sortable: true, render: (row) => formatDate(row.date) },
    { id: 'buyer', title: t('tables.buyer'), sortable: true, render: (row) => row.buyer.name },
    {
      id: 'total',
      title: t('tables.total'),
      sortable: true,
      kind: 'money',
      render: (row) => formatCurrency(row.payment.total, 'USD'),
    },
    {
      id: 'received',
      title: t('tables.received'),
      render: (row) => (
        <Badge variant="light" color={RECEIVED_COLORS[row.payment.receivedPaymentStatus]}>
          {t(`tables.receivedStatuses.${row.payment.receivedPaymentStatus}`)}
        </Badge>
      ),
    },
    {
      id: 'status',
      title: t('tables.status'),
      sortable: true,
      render: (row) => (
        <Badge color={STATUS_COLORS[row.payment.status]} autoContrast>
          {t(`tables.statuses.${row.payment.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      title: t('tables.actions'),
      toggleable: false,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('tables.edit', { id: row.id })}
            onClick={() => setEditing(row)}
          >
            <RiPencilLine size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('tables.delete', { id: row.id })}
            onClick={() => setDeleting({ rows: [row], done: () => undefined })}
          >
            <RiDeleteBinLine size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      deleting.rows.map((row) => row.id),
      {
        onSuccess: () => notify.success(t('tables.deleted', { count: deleting.rows.length })),
        onError: (error) => notify.error(errorText(error)),
        onSettled: () => {
          deleting.done();
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Stack>
      <SearchInput
        label={t('tables.search')}
        value={list.q ?? ''}
        onSearch={(q) => list.setQuery(q)}
      />
      <DataTable<SalesRow, SalesRow[]>
        label={t('tables.salesLabel')}
        columns={columns}
        list={list}
        query={query}
        records={() => filtered.slice(start, start + list.itemsPerPage)}
        total={() => filtered.length}
        storageKey="ui-demo.sales"
        rowLabel={(row) => `${row.product.name} #${row.id}`}
        bulkActions={(selected, clear) => (
          <Button
            color="red"
            variant="light"
            size="xs"
            leftSection={<RiDeleteBinLine size={16} />}
            onClick={() => setDeleting({ rows: selected, done: clear })}
          >
            {t('tables.deleteSelected', { count: selected.length })}
          </Button>
        )}
        rowExpansion={{
          trigger: 'never',
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => (
            <Group p="md" wrap="nowrap" align="flex-start">
              <div style={{ width: 120, flexShrink: 0 }}>
                <GeneratedImage seed={record.id} height={80} label="" />
              </div>
              <Stack gap={4}>
                <Text size="sm">{record.product.description}</Text>
                <Rating
                  value={record.product.rating}
                  readOnly
                  role="img"
                  size="sm"
                  aria-label={t('field.readOnlyRating', { value: record.product.rating })}
                />
                <Text size="sm">
                  {t('tables.paid', {
                    paid: formatCurrency(record.payment.paidAmount, 'USD'),
                    total: formatCurrency(record.payment.total, 'USD'),
                  })}
                </Text>
                {record.product.hasFreeShipping && (
                  <Badge variant="outline" w="fit-content">
                    {t('tables.freeShipping')}
                  </Badge>
                )}
              </Stack>
            </Group>
          ),
        }}
      />
      <SalesRowDialog row={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        message={t('tables.confirmDelete', { count: deleting?.rows.length ?? 0 })}
        confirmLabel={t('sample.delete')}
      />
    </Stack>
  );
}
