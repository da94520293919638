import { Anchor, Avatar, Button, Group, Text } from '@mantine/core';
import { Can } from '@portal/auth';
import {
  ConfirmDialog,
  DateRangeFilter,
  FilterSelect,
  ListScreen,
  activeLocale,
  formatDate,
  notify,
  useApiError,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import { formatMoney, toMinor } from '@portal/contract/money';
import { INVOICE_STATUSES, type Invoice } from '@portal/contract';
import { RiAddLine, RiDeleteBinLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDeleteInvoice, useDeleteInvoices } from '../api/delete-invoice';
import { getAllInvoices, useInvoices } from '../api/get-invoices';
import { statusKey } from '../utils/document-model';
import { invoicesFilters } from '../utils/list-filters';
import { InvoiceStats } from './invoice-stats';
import { InvoiceRowActions } from './invoice-row-actions';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useLiveInvalidate } from '@portal/design/base';
import { invoiceQueries } from '../api/get-invoices';

const FILTERS = { status: '', selectedDateRange: '' };
const day = (iso: string) =>
  formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

function ClientCell({ invoice: { avatar, client } }: { invoice: Invoice }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={avatar || null} name={client.name} color="initials" size="sm" alt="" />
      <div>
        <Text size="sm" fw={500}>
          {client.name}
        </Text>
        <Text size="xs" c="dimmed">
          {client.companyEmail}
        </Text>
      </div>
    </Group>
  );
}

/** Someone else's change to one of these refetches what the page shows. */
const LIVE_KINDS = ['invoice'];

export default function InvoiceListPage() {
  useLiveInvalidate(LIVE_KINDS, invoiceQueries);
  const { t } = useTranslation('billing');
  const apiError = useApiError();
  const list = useListSearchParams({ filters: FILTERS });
  const filters = invoicesFilters(list.params);
  const deleteOne = useDeleteInvoice();
  const deleteMany = useDeleteInvoices();
  const [toDelete, setToDelete] = useState<Invoice | null>(null);
  const [bulk, setBulk] = useState<{ rows: Invoice[]; clear: () => void } | null>(null);
  const f = (key: string) => t(`invoice.fields.${key}`);
  const hidden = (id: string, value: (i: Invoice) => string): ListColumn<Invoice> => ({
    id,
    title: f(id),
    hiddenByDefault: true,
    csv: value,
    render: value,
  });
  const dated = (id: string, value: (i: Invoice) => string): ListColumn<Invoice> => ({
    id,
    title: f(id),
    csv: value,
    render: (i) => day(value(i)),
  });
  const amount = (id: string, value: (i: Invoice) => number): ListColumn<Invoice> => ({
    id,
    title: f(id),
    kind: 'money',
    csv: (i) => value(i).toFixed(2),
    render: (i) => (
      <bdi>{formatMoney(toMinor(value(i), i.currency), i.currency, activeLocale())}</bdi>
    ),
  });

  const columns: ListColumn<Invoice>[] = [
    {
      id: 'id',
      title: f('id'),
      sortable: true,
      toggleable: false,
      csv: (i) => i.id,
      render: (i) => (
        <Anchor component={Link} to={paths.invoice.preview.href(i.id)} fw={500}>
          <bdi>#{i.id}</bdi>
        </Anchor>
      ),
    },
    {
      id: 'client',
      title: f('client'),
      sortable: true,
      csv: (i) => i.client.name,
      render: (i) => <ClientCell invoice={i} />,
    },
    { ...hidden('companyEmail', (i) => i.client.companyEmail) },
    { ...hidden('service', (i) => i.service) },
    { ...dated('issuedDate', (i) => i.issuedDate), sortKey: 'date', sortable: true },
    { ...dated('dueDate', (i) => i.dueDate), hiddenByDefault: true },
    { ...hidden('currency', (i) => i.currency) },
    { ...amount('total', (i) => i.total), sortable: true },
    { ...amount('balance', (i) => i.balance), sortable: true },
    {
      id: 'status',
      title: f('status'),
      csv: (i) => t(statusKey(i.invoiceStatus)),
      render: (i) => <InvoiceStatusBadge status={i.invoiceStatus} />,
    },
    {
      id: 'actions',
      title: t('invoice.list.actions'),
      toggleable: false,
      render: (i) => <InvoiceRowActions invoice={i} onDelete={setToDelete} />,
    },
  ];

  const confirmDelete = (invoice: Invoice) =>
    deleteOne.mutate(invoice.id, {
      onSuccess: () => notify.success(t('invoice.delete.success', { id: invoice.id })),
      onError: (error) => notify.error(apiError.message(error)),
      onSettled: () => setToDelete(null),
    });
  const confirmBulk = ({ rows, clear }: NonNullable<typeof bulk>) =>
    deleteMany.mutate(
      rows.map((row) => row.id),
      {
        onSuccess: (failed) => {
          const deleted = rows.length - failed.length;
          if (deleted > 0) notify.success(t('invoice.bulkDelete.success', { count: deleted }));
          if (failed.length > 0)
            notify.error(t('invoice.bulkDelete.failed', { count: failed.length }));
          clear();
        },
        onSettled: () => setBulk(null),
      },
    );

  const create = (
    <Can I="create" a="Invoice">
      <Button
        component={Link}
        to={paths.invoice.add.href()}
        leftSection={<RiAddLine size={16} aria-hidden />}
      >
        {t('invoice.list.create')}
      </Button>
    </Can>
  );
  return (
    <ListScreen
      title={t('invoice.list.title')}
      label={t('invoice.list.caption')}
      storageKey="billing.invoices"
      searchLabel={t('invoice.list.search')}
      list={list}
      query={useInvoices(filters)}
      columns={columns}
      records={(data) => data.invoices}
      total={(data) => data.totalInvoices}
      rowLabel={(i) => t('invoice.list.rowName', { id: i.id })}
      stats={<InvoiceStats />}
      actions={create}
      emptyAction={create}
      filterColumns={2}
      filters={
        <>
          <FilterSelect
            list={list}
            name="status"
            label={f('status')}
            placeholder={t('invoice.list.allStatuses')}
            data={INVOICE_STATUSES.map((status) => ({
              value: status,
              label: t(statusKey(status)),
            }))}
          />
          <DateRangeFilter
            list={list}
            name="selectedDateRange"
            label={t('invoice.list.issuedBetween')}
          />
        </>
      }
      csv={{ filename: 'invoices.csv', fetchAll: () => getAllInvoices(filters) }}
      bulkActions={(rows, clear) => (
        <Can I="delete" a="Invoice">
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<RiDeleteBinLine size={14} aria-hidden />}
            onClick={() => setBulk({ rows, clear })}
          >
            {t('invoice.bulkDelete.button', { count: rows.length })}
          </Button>
        </Can>
      )}
    >
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('invoice.delete.title')}
        message={t('invoice.delete.message', { id: toDelete?.id ?? '' })}
        confirmLabel={t('invoice.delete.confirm')}
        cancelLabel={t('invoice.common.cancel')}
        loading={deleteOne.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        onClose={() => setToDelete(null)}
      />
      <ConfirmDialog
        opened={bulk !== null}
        title={t('invoice.bulkDelete.title')}
        message={t('invoice.bulkDelete.message', { count: bulk?.rows.length ?? 0 })}
        confirmLabel={t('invoice.delete.confirm')}
        cancelLabel={t('invoice.common.cancel')}
        loading={deleteMany.isPending}
        onConfirm={() => bulk && confirmBulk(bulk)}
        onClose={() => setBulk(null)}
      />
    </ListScreen>
  );
}
