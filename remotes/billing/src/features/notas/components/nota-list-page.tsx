import { Anchor, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
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
import { NOTA_STATUSES, notasQuerySchema } from '@portal/contract';
import { RiAddLine } from '@remixicon/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorMessage } from '../api/error-message';
import { useNotas } from '../api/get-notas';
import { formatDay } from '../../../lib/day';
import { NotaFormModal } from './nota-form-modal';
import { NotaStatusBadge } from './nota-status-badge';

const COLUMNS = 6;
const FILTERS = { status: '' };

export default function NotaListPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(notasQuerySchema, list.params), [list.params]);
  const notas = useNotas(filters);
  const [formOpened, form] = useDisclosure(false);
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

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('notas.list.title')}
        </Title>
        <Can I="create" a="NotaCobro">
          <Button leftSection={<RiAddLine size={16} aria-hidden />} onClick={form.open}>
            {t('notas.actions.new')}
          </Button>
        </Can>
      </Group>
      <Card withBorder padding="lg">
        <Group justify="space-between" align="flex-end" mb="md">
          <SearchInput
            label={t('notas.list.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
          <Select
            label={t('notas.fields.status')}
            placeholder={t('notas.list.allStatuses')}
            data={NOTA_STATUSES.map((value) => ({ value, label: t(`notas.status.${value}`) }))}
            value={list.filters.status || null}
            onChange={(value) => list.setFilters({ status: value ?? '' })}
            clearable
            clearButtonProps={{ 'aria-label': t('notas.list.clearStatus') }}
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption c="var(--mantine-color-text)">{t('notas.list.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {sortTh('number', t('notas.fields.number'))}
                {sortTh('customer', t('notas.fields.customer'))}
                {sortTh('createdAt', t('notas.fields.createdAt'))}
                {sortTh('dueDate', t('notas.fields.dueDate'))}
                {sortTh('total', t('notas.fields.total'))}
                {sortTh('status', t('notas.fields.status'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <QueryStateRows
                query={notas}
                colSpan={COLUMNS}
                skeletonRows={Math.min(list.itemsPerPage, 10)}
                errorText={notas.error ? errorMessage(notas.error, t) : undefined}
                isEmpty={(data) => data.notas.length === 0}
              >
                {(data) =>
                  data.notas.map((nota) => (
                    <Table.Tr key={nota.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.notas.detail.href(nota.id)}
                          fw={500}
                          size="sm"
                        >
                          <bdi>{nota.number}</bdi>
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{nota.customer.name}</Text>
                      </Table.Td>
                      <Table.Td>{formatDay(nota.createdAt)}</Table.Td>
                      <Table.Td>{formatDay(nota.dueDate)}</Table.Td>
                      <Table.Td ta="end">
                        <bdi>{formatMoney(nota.total, nota.currency, locale)}</bdi>
                      </Table.Td>
                      <Table.Td>
                        <NotaStatusBadge status={nota.status} />
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
          total={notas.data?.totalNotas ?? 0}
          onPageChange={(page) => list.setPage(page)}
          onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
        />
      </Card>
      <NotaFormModal
        opened={formOpened}
        onClose={form.close}
        onSaved={(nota) => {
          form.close();
          void navigate(paths.notas.detail.href(nota.id));
        }}
      />
    </Stack>
  );
}
