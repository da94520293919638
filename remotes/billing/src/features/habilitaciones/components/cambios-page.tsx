import {
  Anchor,
  Card,
  Group,
  SegmentedControl,
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
import { CAMBIO_STATUSES, CAMBIO_TYPES, cambiosQuerySchema, type Cambio } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Decision } from '../api/decide-cambio';
import { useCambios } from '../api/get-cambios';
import { CambioDecisionModal } from './cambio-decision-modal';
import { CambioRow } from './cambio-row';
import { errorText } from './display';

const COLUMNS = 8;
const FILTERS = { status: '', type: '' };
const ALL = 'all';

export default function CambiosPage() {
  const { t } = useTranslation('billing');
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(cambiosQuerySchema, list.params), [list.params]);
  const cambios = useCambios(filters);
  const [deciding, setDeciding] = useState<{ cambio: Cambio; decision: Decision } | null>(null);

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

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('habilitaciones.cambios.title')}
        </Title>
        <Anchor component={Link} to={paths.habilitaciones.list.href()} size="sm">
          {t('habilitaciones.cambios.backToList')}
        </Anchor>
      </Group>
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('habilitaciones.list.filters')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="cambio-status-label">
              {t('habilitaciones.cambios.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="cambio-status-label"
              value={list.filters.status || ALL}
              onChange={(value) => list.setFilters({ status: value === ALL ? '' : value })}
              data={[
                { value: ALL, label: t('habilitaciones.cambios.allStatuses') },
                ...CAMBIO_STATUSES.map((value) => ({
                  value,
                  label: t(`habilitaciones.cambio.status.${value}`),
                })),
              ]}
            />
          </Stack>
          <Select
            label={t('habilitaciones.cambios.type')}
            placeholder={t('habilitaciones.cambios.allTypes')}
            data={CAMBIO_TYPES.map((value) => ({
              value,
              label: t(`habilitaciones.cambio.type.${value}`),
            }))}
            value={list.filters.type || null}
            onChange={(value) => list.setFilters({ type: value ?? '' })}
            clearable
            clearButtonProps={{
              'aria-label': t('habilitaciones.list.clearFilter', {
                filter: t('habilitaciones.cambios.type'),
              }),
            }}
          />
        </SimpleGrid>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <SearchInput
            label={t('habilitaciones.cambios.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
        </Group>
        <Table.ScrollContainer minWidth={1000}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption c="var(--mantine-color-text)">
              {t('habilitaciones.cambios.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {sortTh('id', t('habilitaciones.cambio.fields.id'))}
                {sortTh('customer', t('habilitaciones.cambio.fields.enablement'))}
                {sortTh('type', t('habilitaciones.cambio.fields.type'))}
                <Table.Th>{t('habilitaciones.cambio.fields.plan')}</Table.Th>
                {sortTh('status', t('habilitaciones.cambio.fields.status'))}
                {sortTh('requestedAt', t('habilitaciones.cambio.fields.requested'))}
                <Table.Th>{t('habilitaciones.cambio.fields.decision')}</Table.Th>
                <Table.Th>{t('habilitaciones.cambio.fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <QueryStateRows
                query={cambios}
                colSpan={COLUMNS}
                skeletonRows={Math.min(list.itemsPerPage, 10)}
                errorText={cambios.error ? errorText(cambios.error, t) : undefined}
                isEmpty={(data) => data.cambios.length === 0}
              >
                {(data) =>
                  data.cambios.map((cambio) => (
                    <CambioRow
                      key={cambio.id}
                      cambio={cambio}
                      withEnablement
                      onDecide={(picked, decision) => setDeciding({ cambio: picked, decision })}
                    />
                  ))
                }
              </QueryStateRows>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          total={cambios.data?.totalCambios ?? 0}
          onPageChange={(page) => list.setPage(page)}
          onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
        />
      </Card>
      <CambioDecisionModal
        cambio={deciding?.cambio ?? null}
        decision={deciding?.decision ?? 'approve'}
        onClose={() => setDeciding(null)}
      />
    </Stack>
  );
}
