import {
  Anchor,
  Badge,
  Card,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { apiErrorMessage } from '../../../lib/api-errors';
import {
  ListPagination,
  QueryStateRows,
  SortableTh,
  activeLocale,
  formatNumber,
  useListSearchParams,
  SearchInput,
  sanitizeQuery,
} from '@portal/design';
import { formatMoney } from '@portal/contract/money';
import { SOFONO_STATUSES, sofonoQuerySchema, type SofonoLine } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSofonoLines } from '../api/get-sofono-lines';

const COLUMNS = 7;
const FILTERS = { status: '' };

// Dark shades under white text: at least 4.5:1 contrast in light and dark schemes.
const STATUS_COLORS: Record<SofonoLine['status'], string> = {
  active: 'teal.9',
  suspended: 'orange.9',
  cancelled: 'gray.7',
};

const errorText = (error: unknown, t: TFunction<'billing'>) =>
  apiErrorMessage(error, t, 'sofono', ['forbidden', 'server']);

function Usage({ line }: { line: SofonoLine }) {
  const { t } = useTranslation('billing');
  const percent =
    line.minutesIncluded > 0 ? Math.min(100, (line.minutesUsed / line.minutesIncluded) * 100) : 0;
  const over = line.minutesUsed > line.minutesIncluded;
  const label = t('sofono.usage', {
    used: formatNumber(line.minutesUsed),
    included: formatNumber(line.minutesIncluded),
  });
  return (
    <Stack gap={4} miw={140}>
      <Text size="sm">
        {/* Numbers stay in reading order "used / included" in right-to-left languages too. */}
        <bdi dir="ltr">{`${formatNumber(line.minutesUsed)} / ${formatNumber(line.minutesIncluded)}`}</bdi>{' '}
        {t('sofono.minutesUnit')}
      </Text>
      <Progress.Root size="sm">
        {/* The section is the progressbar: it carries the name and the readable value. */}
        <Progress.Section
          value={percent}
          color={over ? 'red.8' : 'teal.8'}
          aria-label={t('sofono.usageOf', { number: line.number })}
          aria-valuetext={label}
        />
      </Progress.Root>
    </Stack>
  );
}

export default function SofonoPage() {
  const { t } = useTranslation('billing');
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(sofonoQuerySchema, list.params), [list.params]);
  const lines = useSofonoLines(filters);

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
      <Title order={1} size="h2">
        {t('sofono.title')}
      </Title>
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('sofono.filters')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('sofono.fields.status')}
            placeholder={t('sofono.allStatuses')}
            data={SOFONO_STATUSES.map((value) => ({ value, label: t(`sofono.status.${value}`) }))}
            value={list.filters.status || null}
            onChange={(value) => list.setFilters({ status: value ?? '' })}
            clearable
            clearButtonProps={{
              'aria-label': t('sofono.clearFilter', { filter: t('sofono.fields.status') }),
            }}
          />
        </SimpleGrid>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <SearchInput
            label={t('sofono.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption c="var(--mantine-color-text)">{t('sofono.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {sortTh('number', t('sofono.fields.number'))}
                {sortTh('customer', t('sofono.fields.customer'))}
                {sortTh('plan', t('sofono.fields.plan'))}
                {sortTh('status', t('sofono.fields.status'))}
                {sortTh('minutesUsed', t('sofono.fields.usage'))}
                <Table.Th>{t('sofono.fields.overage')}</Table.Th>
                <Table.Th>{t('sofono.fields.enablement')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <QueryStateRows
                query={lines}
                colSpan={COLUMNS}
                skeletonRows={Math.min(list.itemsPerPage, 10)}
                errorText={lines.error ? errorText(lines.error, t) : undefined}
                isEmpty={(data) => data.lines.length === 0}
              >
                {(data) =>
                  data.lines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <bdi dir="ltr">{line.number}</bdi>
                      </Table.Td>
                      <Table.Td>{line.customer.name}</Table.Td>
                      <Table.Td>{t(`sofono.plan.${line.plan}`)}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[line.status]} variant="filled">
                          {t(`sofono.status.${line.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Usage line={line} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(line.overageCharge, line.currency, activeLocale())}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.habilitaciones.detail.href(line.habilitacionId)}
                          size="sm"
                          aria-label={t('sofono.openEnablement', {
                            id: line.habilitacionId,
                            number: line.number,
                          })}
                        >
                          #{line.habilitacionId}
                        </Anchor>
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
          total={lines.data?.totalLines ?? 0}
          onPageChange={(page) => list.setPage(page)}
          onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
        />
      </Card>
    </Stack>
  );
}
