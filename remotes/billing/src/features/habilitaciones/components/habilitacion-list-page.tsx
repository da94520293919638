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
  Title,
} from '@mantine/core';
import {
  ListPagination,
  QueryStateRows,
  SortableTh,
  useListSearchParams,
  SearchInput,
  sanitizeQuery,
} from '@portal/design';
import { HABILITACION_STATUSES, SERVICES, habilitacionesQuerySchema } from '@portal/contract';
import { RiSwapLine } from '@remixicon/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useHabilitaciones } from '../api/get-habilitaciones';
import { formatDay } from '../../../lib/day';
import { errorText, money } from './display';
import { HabilitacionStatusBadge } from './status-badges';

const COLUMNS = 8;
const FILTERS = { status: '', service: '' };

export default function HabilitacionListPage() {
  const { t } = useTranslation('billing');
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(
    () => sanitizeQuery(habilitacionesQuerySchema, list.params),
    [list.params],
  );
  const habilitaciones = useHabilitaciones(filters);

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

  const filterSelect = (name: keyof typeof FILTERS, values: readonly string[]) => (
    <Select
      label={t(`habilitaciones.fields.${name}`)}
      placeholder={t(`habilitaciones.list.all.${name}`)}
      data={values.map((value) => ({ value, label: t(`habilitaciones.${name}.${value}`) }))}
      value={list.filters[name] || null}
      onChange={(value) => list.setFilters({ [name]: value ?? '' })}
      clearable
      clearButtonProps={{
        'aria-label': t('habilitaciones.list.clearFilter', {
          filter: t(`habilitaciones.fields.${name}`),
        }),
      }}
    />
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('habilitaciones.list.title')}
        </Title>
        <Button
          component={Link}
          to={paths.habilitaciones.cambios.href()}
          variant="default"
          leftSection={<RiSwapLine size={16} aria-hidden />}
        >
          {t('habilitaciones.list.changeRequests')}
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('habilitaciones.list.filters')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {filterSelect('status', HABILITACION_STATUSES)}
          {filterSelect('service', SERVICES)}
        </SimpleGrid>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <SearchInput
            label={t('habilitaciones.list.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption c="var(--mantine-color-text)">
              {t('habilitaciones.list.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {sortTh('id', t('habilitaciones.fields.id'))}
                {sortTh('customer', t('habilitaciones.fields.customer'))}
                {sortTh('service', t('habilitaciones.fields.service'))}
                {sortTh('plan', t('habilitaciones.fields.plan'))}
                {sortTh('status', t('habilitaciones.fields.status'))}
                {sortTh('startDate', t('habilitaciones.fields.startDate'))}
                {sortTh('renewalDate', t('habilitaciones.fields.renewalDate'))}
                <Table.Th>{t('habilitaciones.fields.monthlyPrice')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <QueryStateRows
                query={habilitaciones}
                colSpan={COLUMNS}
                skeletonRows={Math.min(list.itemsPerPage, 10)}
                errorText={habilitaciones.error ? errorText(habilitaciones.error, t) : undefined}
                isEmpty={(data) => data.habilitaciones.length === 0}
              >
                {(data) =>
                  data.habilitaciones.map((h) => (
                    <Table.Tr key={h.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.habilitaciones.detail.href(h.id)}
                          fw={500}
                          size="sm"
                          aria-label={t('habilitaciones.list.open', { id: h.id })}
                        >
                          #{h.id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {h.customer.name}
                        </Text>
                        <Text size="xs">
                          <bdi>{h.customer.taxId}</bdi>
                        </Text>
                      </Table.Td>
                      <Table.Td>{t(`habilitaciones.service.${h.service}`)}</Table.Td>
                      <Table.Td>{t(`habilitaciones.plan.${h.plan}`)}</Table.Td>
                      <Table.Td>
                        <HabilitacionStatusBadge status={h.status} />
                      </Table.Td>
                      <Table.Td>{formatDay(h.startDate)}</Table.Td>
                      <Table.Td>{formatDay(h.renewalDate)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {money(h.monthlyPrice, h.currency)}
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
          total={habilitaciones.data?.totalHabilitaciones ?? 0}
          onPageChange={(page) => list.setPage(page)}
          onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
        />
      </Card>
    </Stack>
  );
}
