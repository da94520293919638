import {
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import {
  ListPagination,
  QueryStateRows,
  SortableTh,
  activeLocale,
  useListSearchParams,
  SearchInput,
  sanitizeQuery,
} from '@portal/design';
import { formatMoney } from '@portal/contract/money';
import { CURRENCIES, FACTURA_STATUSES, facturasQuerySchema } from '@portal/contract';
import { RiAddLine } from '@remixicon/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorMessage } from '../api/error-message';
import { useFacturas } from '../api/get-facturas';
import { FacturaFormModal } from './factura-form-modal';
import { useFacturaLabel } from '../hooks/use-factura-label';
import { FacturaStatusBadge } from './factura-status-badge';
import { formatDay } from '../../../lib/day';

const COLUMNS = 7;
const FILTERS = { status: '', currency: '', issuedFrom: '', issuedTo: '' };

export default function FacturaListPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(facturasQuerySchema, list.params), [list.params]);
  const facturas = useFacturas(filters);
  const [formOpened, form] = useDisclosure(false);
  const label = useFacturaLabel();
  const locale = activeLocale();

  const sortTh = (column: string, text: string) => (
    <SortableTh
      sortKey={column}
      sortBy={list.sortBy}
      orderBy={list.orderBy}
      onSort={(key) => list.toggleSort(key)}
    >
      {text}
    </SortableTh>
  );

  const filterSelect = (name: 'status' | 'currency', data: { value: string; label: string }[]) => (
    <Select
      label={t(`facturacion.fields.${name}`)}
      placeholder={t(`facturacion.list.all.${name}`)}
      data={data}
      value={list.filters[name] || null}
      onChange={(value) => list.setFilters({ [name]: value ?? '' })}
      clearable
      clearButtonProps={{
        'aria-label': t('facturacion.list.clearFilter', {
          filter: t(`facturacion.fields.${name}`),
        }),
      }}
    />
  );

  const dateFilter = (name: 'issuedFrom' | 'issuedTo') => (
    <TextInput
      type="date"
      label={t(`facturacion.list.${name}`)}
      value={list.filters[name]}
      onChange={(event) => list.setFilters({ [name]: event.currentTarget.value })}
    />
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('facturacion.list.title')}
        </Title>
        <Can I="create" a="Factura">
          <Button leftSection={<RiAddLine size={16} aria-hidden />} onClick={form.open}>
            {t('facturacion.actions.new')}
          </Button>
        </Can>
      </Group>
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('facturacion.list.filters')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {filterSelect(
            'status',
            FACTURA_STATUSES.map((value) => ({ value, label: t(`facturacion.status.${value}`) })),
          )}
          {filterSelect(
            'currency',
            CURRENCIES.map((value) => ({ value, label: value })),
          )}
          {dateFilter('issuedFrom')}
          {dateFilter('issuedTo')}
        </SimpleGrid>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <SearchInput
            label={t('facturacion.list.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
          {facturas.isFetching && !facturas.isPending ? (
            <Text size="sm" c="dimmed" role="status">
              {t('facturacion.list.updating')}
            </Text>
          ) : null}
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption c="var(--mantine-color-text)">
              {t('facturacion.list.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {sortTh('number', t('facturacion.fields.number'))}
                {sortTh('customer', t('facturacion.fields.customer'))}
                {sortTh('issueDate', t('facturacion.fields.issueDate'))}
                {sortTh('dueDate', t('facturacion.fields.dueDate'))}
                {sortTh('total', t('facturacion.fields.total'))}
                {sortTh('balance', t('facturacion.fields.balance'))}
                {sortTh('status', t('facturacion.fields.status'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <QueryStateRows
                query={facturas}
                colSpan={COLUMNS}
                skeletonRows={Math.min(list.itemsPerPage, 10)}
                errorText={facturas.error ? errorMessage(facturas.error, t) : undefined}
                isEmpty={(data) => data.facturas.length === 0}
              >
                {(data) =>
                  data.facturas.map((factura) => (
                    <Table.Tr key={factura.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.facturacion.detail.href(factura.id)}
                          fw={500}
                          size="sm"
                        >
                          <bdi>{label(factura)}</bdi>
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{factura.customer.name}</Text>
                        <Text size="xs" c="dimmed">
                          <bdi>{factura.customer.taxId}</bdi>
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDay(factura.issueDate)}</Table.Td>
                      <Table.Td>{formatDay(factura.dueDate)}</Table.Td>
                      <Table.Td ta="end">
                        <bdi>{formatMoney(factura.total, factura.currency, locale)}</bdi>
                      </Table.Td>
                      <Table.Td ta="end">
                        <bdi>{formatMoney(factura.balance, factura.currency, locale)}</bdi>
                      </Table.Td>
                      <Table.Td>
                        <FacturaStatusBadge status={factura.status} />
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
          total={facturas.data?.totalFacturas ?? 0}
          onPageChange={(page) => list.setPage(page)}
          onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
        />
      </Card>
      <FacturaFormModal
        opened={formOpened}
        onClose={form.close}
        onSaved={(factura) => {
          form.close();
          void navigate(paths.facturacion.detail.href(factura.id));
        }}
      />
    </Stack>
  );
}
