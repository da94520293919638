import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { RiAlertLine, RiCheckboxCircleLine, RiRoadMapLine, RiTimeLine } from '@remixicon/react';
import {
  DataTable,
  ErrorPanel,
  PageLoader,
  StatCard,
  ThemedChart,
  apiErrorMessage,
  formatNumber,
  formatPercent,
  sanitizeQuery,
  useListSearchParams,
  type ChartOption,
  type ListColumn,
} from '@portal/design';
import { VEHICLE_WARNINGS, vehiclesQuerySchema, type Vehicle } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { getVehicles, useAllVehicles, useVehicles } from '../api/get-vehicles';
import { WARNING_KEYS, WarningBadge } from './warning-badge';

const countBy = <K extends string>(items: Vehicle[], key: (v: Vehicle) => K) => {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

function LogisticsStats({ vehicles }: { vehicles: Vehicle[] }) {
  const { t } = useTranslation('apps-demo');
  const onRoute = vehicles.filter((v) => v.progress > 0 && v.progress < 100).length;
  const delivered = vehicles.filter((v) => v.progress === 100).length;
  const notStarted = vehicles.filter((v) => v.progress === 0).length;
  const withWarnings = vehicles.filter((v) => v.warnings !== 'No Warnings');

  const byDestination = [...countBy(vehicles, (v) => v.endCountry)].sort((a, b) => b[1] - a[1]);
  const byOrigin = [...countBy(vehicles, (v) => v.startCountry).keys()].sort();
  const averageProgress = (country: string) => {
    const group = vehicles.filter((v) => v.startCountry === country);
    return Math.round(group.reduce((sum, v) => sum + v.progress, 0) / group.length);
  };

  const shipmentOption: ChartOption = {
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: byDestination.map(([country]) => country) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: t('logistics.dashboard.shipments'),
        data: byDestination.map(([, count]) => count),
      },
    ],
  };
  const performanceOption: ChartOption = {
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: byOrigin },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'line',
        smooth: true,
        name: t('logistics.dashboard.averageProgress'),
        data: byOrigin.map(averageProgress),
      },
    ],
  };
  const exceptionsOption: ChartOption = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['45%', '65%'],
        center: ['50%', '42%'],
        label: { show: false },
        data: VEHICLE_WARNINGS.filter((w) => w !== 'No Warnings').map((warning) => ({
          name: t(`logistics.warnings.${WARNING_KEYS[warning]}`),
          value: withWarnings.filter((v) => v.warnings === warning).length,
        })),
      },
    ],
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard
          title={t('logistics.dashboard.onRoute')}
          value={formatNumber(onRoute)}
          icon={<RiRoadMapLine size={22} />}
        />
        <StatCard
          title={t('logistics.dashboard.withWarnings')}
          value={formatNumber(withWarnings.length)}
          icon={<RiAlertLine size={22} />}
          color="red"
        />
        <StatCard
          title={t('logistics.dashboard.delivered')}
          value={formatNumber(delivered)}
          icon={<RiCheckboxCircleLine size={22} />}
          color="teal"
        />
        <StatCard
          title={t('logistics.dashboard.notStarted')}
          value={formatNumber(notStarted)}
          icon={<RiTimeLine size={22} />}
          color="orange"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {(
          [
            ['shipmentsTitle', shipmentOption],
            ['performanceTitle', performanceOption],
            ['exceptionsTitle', exceptionsOption],
          ] as const
        ).map(([key, option]) => (
          <Card withBorder padding="lg" key={key}>
            <Title order={2} size="h5" mb="sm">
              {t(`logistics.dashboard.${key}`)}
            </Title>
            <ThemedChart
              option={option}
              height={260}
              aria-label={t(`logistics.dashboard.${key}`)}
            />
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}

function VehiclesTable() {
  const { t } = useTranslation('apps-demo');
  const list = useListSearchParams();
  const filters = useMemo(() => sanitizeQuery(vehiclesQuerySchema, list.params), [list.params]);
  const columns: ListColumn<Vehicle>[] = [
    {
      id: 'location',
      title: t('logistics.fields.location'),
      sortable: true,
      toggleable: false,
      render: (v) => (
        <Anchor component={Link} to={paths.logistics.fleet.href(v.id)} fw={500}>
          VOL-{v.location}
        </Anchor>
      ),
      csv: (v) => `VOL-${v.location}`,
    },
    {
      id: 'startRoute',
      title: t('logistics.fields.startRoute'),
      sortable: true,
      render: (v) => `${v.startCity}, ${v.startCountry}`,
      csv: (v) => `${v.startCity}, ${v.startCountry}`,
    },
    {
      id: 'endRoute',
      title: t('logistics.fields.endRoute'),
      sortable: true,
      render: (v) => `${v.endCity}, ${v.endCountry}`,
      csv: (v) => `${v.endCity}, ${v.endCountry}`,
    },
    {
      id: 'warnings',
      title: t('logistics.fields.warnings'),
      sortable: true,
      render: (v) => <WarningBadge warning={v.warnings} />,
      csv: (v) => v.warnings,
    },
    {
      id: 'progress',
      title: t('logistics.fields.progress'),
      sortable: true,
      render: (v) => (
        <Group gap="xs" wrap="nowrap" miw={140}>
          <Progress
            value={v.progress}
            w={80}
            aria-label={t('logistics.progressOf', { vehicle: `VOL-${v.location}` })}
          />
          <Text size="sm">{formatPercent(v.progress)}</Text>
        </Group>
      ),
      csv: (v) => v.progress,
    },
  ];
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h5" mb="sm">
        {t('logistics.dashboard.tableTitle')}
      </Title>
      <DataTable
        label={t('logistics.dashboard.tableTitle')}
        storageKey="apps-demo.logistics-vehicles"
        list={list}
        query={useVehicles(filters)}
        columns={columns}
        rowLabel={(v) => `VOL-${v.location}`}
        records={(data) => data.vehicles}
        total={(data) => data.totalVehicles}
        csv={{
          filename: 'vehicles.csv',
          fetchAll: async () =>
            (await getVehicles({ ...filters, page: 1, itemsPerPage: -1 })).vehicles,
        }}
      />
    </Card>
  );
}

export default function LogisticsDashboardPage() {
  const { t } = useTranslation('apps-demo');
  const all = useAllVehicles();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('logistics.dashboard.title')}
        </Title>
        <Anchor component={Link} to={paths.logistics.fleet.href()}>
          {t('logistics.fleet.title')}
        </Anchor>
      </Group>
      {all.isError ? (
        <ErrorPanel message={apiErrorMessage(all.error, t)} onRetry={() => void all.refetch()} />
      ) : all.data ? (
        <LogisticsStats vehicles={all.data.vehicles} />
      ) : (
        <PageLoader />
      )}
      <VehiclesTable />
    </Stack>
  );
}
