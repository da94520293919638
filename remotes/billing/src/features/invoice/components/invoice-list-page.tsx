import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { Can } from '@portal/auth';
import {
  ConfirmDialog,
  ListPagination,
  QueryStateRows,
  SortableTh,
  activeLocale,
  downloadCsv,
  formatDate,
  notify,
  useListSearchParams,
  type CsvColumn,
} from '@portal/design';
import { formatMoney, toMinor } from '@portal/contract/money';
import { INVOICE_STATUSES, type Invoice } from '@portal/contract';
import {
  RiAddLine,
  RiDeleteBinLine,
  RiDownload2Line,
  RiEditLine,
  RiEyeLine,
  RiFileCopyLine,
  RiFilePdf2Line,
  RiSearchLine,
} from '@remixicon/react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDeleteInvoice, useDeleteInvoices } from '../api/delete-invoice';
import { getAllInvoices, useInvoices } from '../api/get-invoices';
import { useDuplicateInvoice } from '../api/save-invoice';
import { useDownloadInvoicePdf } from '../hooks/use-download-invoice-pdf';
import { statusKey } from '../utils/document-model';
import { errorMessage } from '../utils/errors';
import { invoicesFilters, joinDateRange, splitDateRange } from '../utils/list-filters';
import { InvoiceStats } from './invoice-stats';
import { InvoiceStatusBadge } from './invoice-status-badge';

const COLUMNS = 8;
const FILTERS = { status: '', selectedDateRange: '' };
const SEARCH_DEBOUNCE_MS = 300;

const day = (iso: string) =>
  formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
const money = (major: number, currency: string) =>
  formatMoney(toMinor(major, currency), currency, activeLocale());

/** Search box that writes to the URL after a pause and follows the URL on Back/Forward. */
function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<RiSearchLine size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value.trim());
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

export default function InvoiceListPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => invoicesFilters(list.params), [list.params]);
  const invoices = useInvoices(filters);
  const deleteInvoice = useDeleteInvoice();
  const deleteInvoices = useDeleteInvoices();
  const duplicate = useDuplicateInvoice();
  const pdf = useDownloadInvoicePdf();
  const [toDelete, setToDelete] = useState<Invoice | null>(null);
  const [bulkDeleteOpen, setBulkDeleteOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<number, Invoice>>(new Map());
  const [exporting, setExporting] = useState(false);

  const range = splitDateRange(list.filters.selectedDateRange);
  const pageRows = invoices.data?.invoices ?? [];
  const allOnPage = pageRows.length > 0 && pageRows.every((row) => selected.has(row.id));
  const someOnPage = pageRows.some((row) => selected.has(row.id));

  const toggle = (invoice: Invoice) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (next.has(invoice.id)) next.delete(invoice.id);
      else next.set(invoice.id, invoice);
      return next;
    });
  const togglePage = () =>
    setSelected((previous) => {
      const next = new Map(previous);
      for (const row of pageRows) {
        if (allOnPage) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });

  const sortTh = (column: string, label: string) => (
    <SortableTh
      sortKey={column}
      sortBy={list.sortBy}
      orderBy={list.orderBy}
      onSort={(key) => list.toggleSort(key)}
    >
      {label}
    </SortableTh>
  );

  const csvColumns: CsvColumn<Invoice>[] = [
    { header: t('invoice.fields.id'), value: (i) => i.id },
    { header: t('invoice.fields.client'), value: (i) => i.client.name },
    { header: t('invoice.fields.companyEmail'), value: (i) => i.client.companyEmail },
    { header: t('invoice.fields.service'), value: (i) => i.service },
    { header: t('invoice.fields.issuedDate'), value: (i) => i.issuedDate },
    { header: t('invoice.fields.dueDate'), value: (i) => i.dueDate },
    { header: t('invoice.fields.currency'), value: (i) => i.currency },
    { header: t('invoice.fields.total'), value: (i) => i.total.toFixed(2) },
    { header: t('invoice.fields.balance'), value: (i) => i.balance.toFixed(2) },
    { header: t('invoice.fields.status'), value: (i) => t(statusKey(i.invoiceStatus)) },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows =
        selected.size > 0
          ? [...selected.values()].sort((a, b) => a.id - b.id)
          : await getAllInvoices(filters);
      downloadCsv('invoices.csv', rows, csvColumns);
      notify.success(t('invoice.export.success', { count: rows.length }));
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const invoice = toDelete;
    deleteInvoice.mutate(invoice.id, {
      onSuccess: () => {
        notify.success(t('invoice.delete.success', { id: invoice.id }));
        setSelected((previous) => {
          const next = new Map(previous);
          next.delete(invoice.id);
          return next;
        });
      },
      onError: (error) => notify.error(errorMessage(error, t)),
      onSettled: () => setToDelete(null),
    });
  };

  const confirmBulkDelete = () => {
    const ids = [...selected.keys()];
    deleteInvoices.mutate(ids, {
      onSuccess: (failed) => {
        const deleted = ids.length - failed.length;
        if (deleted > 0) notify.success(t('invoice.bulkDelete.success', { count: deleted }));
        if (failed.length > 0)
          notify.error(t('invoice.bulkDelete.failed', { count: failed.length }));
        setSelected(
          new Map(
            failed.flatMap((id) => {
              const row = selected.get(id);
              return row ? [[id, row] as const] : [];
            }),
          ),
        );
      },
      onSettled: () => setBulkDeleteOpen(false),
    });
  };

  const duplicateInvoice = (invoice: Invoice) => {
    const term = dayjs(invoice.dueDate).diff(dayjs(invoice.issuedDate), 'day');
    const today = dayjs().format('YYYY-MM-DD');
    duplicate.mutate(
      {
        client: invoice.client,
        issuedDate: today,
        dueDate: dayjs().add(Math.max(term, 0), 'day').format('YYYY-MM-DD'),
        service: invoice.service,
        currency: invoice.currency,
        lines: invoice.lines,
        note: invoice.note,
      },
      {
        onSuccess: ({ invoice: copy }) => {
          notify.success(t('invoice.duplicate.success', { id: invoice.id, copy: copy.id }));
          void navigate(paths.invoice.edit.href(copy.id));
        },
        onError: (error) => notify.error(errorMessage(error, t)),
      },
    );
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('invoice.list.title')}
      </Title>
      <InvoiceStats />
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('invoice.list.filters')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('invoice.fields.status')}
            placeholder={t('invoice.list.allStatuses')}
            data={INVOICE_STATUSES.map((status) => ({
              value: status,
              label: t(statusKey(status)),
            }))}
            value={list.filters.status || null}
            onChange={(value) => list.setFilters({ status: value ?? '' })}
            clearable
            clearButtonProps={{ 'aria-label': t('invoice.list.clearStatus') }}
          />
          <DatePickerInput
            type="range"
            label={t('invoice.list.issuedBetween')}
            placeholder={t('invoice.list.pickRange')}
            value={range ?? [null, null]}
            onChange={([start, end]) => {
              if (start && end) list.setFilters({ selectedDateRange: joinDateRange(start, end) });
              else if (!start && !end) list.setFilters({ selectedDateRange: '' });
            }}
            allowSingleDateInRange
            clearable
            clearButtonProps={{ 'aria-label': t('invoice.list.clearRange') }}
            valueFormat="YYYY-MM-DD"
          />
        </SimpleGrid>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <SearchBox
            label={t('invoice.list.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
          <Group gap="sm">
            {selected.size > 0 ? (
              <Text size="sm" aria-live="polite">
                {t('invoice.list.selected', { count: selected.size })}
              </Text>
            ) : null}
            <Button
              variant="default"
              leftSection={<RiDownload2Line size={16} aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {selected.size > 0 ? t('invoice.export.selected') : t('invoice.export.all')}
            </Button>
            <Can I="delete" a="Invoice">
              {selected.size > 0 ? (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<RiDeleteBinLine size={16} aria-hidden />}
                  onClick={() => setBulkDeleteOpen(true)}
                >
                  {t('invoice.bulkDelete.button', { count: selected.size })}
                </Button>
              ) : null}
            </Can>
            <Can I="create" a="Invoice">
              <Button
                component={Link}
                to={paths.invoice.add.href()}
                leftSection={<RiAddLine size={16} aria-hidden />}
              >
                {t('invoice.list.create')}
              </Button>
            </Can>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption c="var(--mantine-color-text)">{t('invoice.list.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('invoice.list.selectPage')}
                    checked={allOnPage}
                    indeterminate={someOnPage && !allOnPage}
                    onChange={togglePage}
                    disabled={pageRows.length === 0}
                  />
                </Table.Th>
                {sortTh('id', t('invoice.fields.id'))}
                {sortTh('client', t('invoice.fields.client'))}
                {sortTh('total', t('invoice.fields.total'))}
                {sortTh('date', t('invoice.fields.issuedDate'))}
                {sortTh('balance', t('invoice.fields.balance'))}
                <Table.Th>{t('invoice.fields.status')}</Table.Th>
                <Table.Th>{t('invoice.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <QueryStateRows
                query={invoices}
                colSpan={COLUMNS}
                skeletonRows={Math.min(list.itemsPerPage, 10)}
                errorText={invoices.error ? errorMessage(invoices.error, t) : undefined}
                emptyText={t('invoice.list.empty')}
                isEmpty={(data) => data.invoices.length === 0}
              >
                {(data) =>
                  data.invoices.map((invoice) => (
                    <Table.Tr key={invoice.id} data-testid={`invoice-row-${invoice.id}`}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('invoice.list.selectRow', { id: invoice.id })}
                          checked={selected.has(invoice.id)}
                          onChange={() => toggle(invoice)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.invoice.preview.href(invoice.id)}
                          fw={500}
                        >
                          <bdi>#{invoice.id}</bdi>
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Avatar
                            src={invoice.avatar || null}
                            name={invoice.client.name}
                            color="initials"
                            size="sm"
                            alt=""
                          />
                          <div>
                            <Text size="sm" fw={500}>
                              {invoice.client.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {invoice.client.companyEmail}
                            </Text>
                          </div>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <bdi>{money(invoice.total, invoice.currency)}</bdi>
                      </Table.Td>
                      <Table.Td>{day(invoice.issuedDate)}</Table.Td>
                      <Table.Td>
                        <bdi>{money(invoice.balance, invoice.currency)}</bdi>
                      </Table.Td>
                      <Table.Td>
                        <InvoiceStatusBadge status={invoice.invoiceStatus} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            component={Link}
                            to={paths.invoice.preview.href(invoice.id)}
                            aria-label={t('invoice.actions.preview', { id: invoice.id })}
                          >
                            <RiEyeLine size={18} aria-hidden />
                          </ActionIcon>
                          <Can I="update" a="Invoice">
                            <ActionIcon
                              variant="subtle"
                              component={Link}
                              to={paths.invoice.edit.href(invoice.id)}
                              aria-label={t('invoice.actions.edit', { id: invoice.id })}
                            >
                              <RiEditLine size={18} aria-hidden />
                            </ActionIcon>
                          </Can>
                          <Can I="create" a="Invoice">
                            <ActionIcon
                              variant="subtle"
                              onClick={() => duplicateInvoice(invoice)}
                              loading={
                                duplicate.isPending && duplicate.variables.lines === invoice.lines
                              }
                              aria-label={t('invoice.actions.duplicate', { id: invoice.id })}
                            >
                              <RiFileCopyLine size={18} aria-hidden />
                            </ActionIcon>
                          </Can>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => void pdf.download(invoice.id)}
                            loading={pdf.pendingId === invoice.id}
                            aria-label={t('invoice.actions.download', { id: invoice.id })}
                          >
                            <RiFilePdf2Line size={18} aria-hidden />
                          </ActionIcon>
                          <Can I="delete" a="Invoice">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => setToDelete(invoice)}
                              aria-label={t('invoice.actions.delete', { id: invoice.id })}
                            >
                              <RiDeleteBinLine size={18} aria-hidden />
                            </ActionIcon>
                          </Can>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                }
              </QueryStateRows>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          total={invoices.data?.totalInvoices ?? 0}
          onPageChange={(page) => list.setPage(page)}
          onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
        />
      </Card>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('invoice.delete.title')}
        message={t('invoice.delete.message', { id: toDelete?.id ?? '' })}
        confirmLabel={t('invoice.delete.confirm')}
        cancelLabel={t('invoice.common.cancel')}
        loading={deleteInvoice.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
      <ConfirmDialog
        opened={bulkDeleteOpen}
        title={t('invoice.bulkDelete.title')}
        message={t('invoice.bulkDelete.message', { count: selected.size })}
        confirmLabel={t('invoice.delete.confirm')}
        cancelLabel={t('invoice.common.cancel')}
        loading={deleteInvoices.isPending}
        onConfirm={confirmBulkDelete}
        onClose={() => setBulkDeleteOpen(false)}
      />
    </Stack>
  );
}
