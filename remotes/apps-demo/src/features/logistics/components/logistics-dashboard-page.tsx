import { Anchor, Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { RiAlertLine, RiCheckboxCircleLine, RiRoadMapLine, RiTimeLine } from '@remixicon/react';
import {
  DataTable,
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
import {
  ChartCard,
  DashboardCard,
  DashboardPage,
  StatGrid,
  barOption,
  donutOption,
} from '../../../components/dashboard';
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
  return (
    <>
      <StatGrid
        stats={[
          {
            key: 'onRoute',
            title: t('logistics.dashboard.onRoute'),
            value: formatNumber(onRoute),
            icon: <RiRoadMapLine size={22} />,
          },
          {
            key: 'warnings',
            title: t('logistics.dashboard.withWarnings'),
            value: formatNumber(withWarnings.length),
            icon: <RiAlertLine size={22} />,
            color: 'red',
          },
          {
            key: 'delivered',
            title: t('logistics.dashboard.delivered'),
            value: formatNumber(delivered),
            icon: <RiCheckboxCircleLine size={22} />,
            color: 'teal',
          },
          {
            key: 'notStarted',
            title: t('logistics.dashboard.notStarted'),
            value: formatNumber(notStarted),
            icon: <RiTimeLine size={22} />,
            color: 'orange',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <ChartCard
          title={t('logistics.dashboard.shipmentsTitle')}
          option={barOption(
            byDestination.map(([country]) => country),
            byDestination.map(([, count]) => count),
            t('logistics.dashboard.shipments'),
          )}
        />
        <ChartCard title={t('logistics.dashboard.performanceTitle')} option={performanceOption} />
        <ChartCard
          title={t('logistics.dashboard.exceptionsTitle')}
          option={donutOption(
            VEHICLE_WARNINGS.filter((w) => w !== 'No Warnings').map((warning) => ({
              name: t(`logistics.warnings.${WARNING_KEYS[warning]}`),
              value: withWarnings.filter((v) => v.warnings === warning).length,
            })),
          )}
        />
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
    <DashboardCard title={t('logistics.dashboard.tableTitle')}>
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
    </DashboardCard>
  );
}

export default function LogisticsDashboardPage() {
  const { t } = useTranslation('apps-demo');
  return (
    <DashboardPage
      title={t('logistics.dashboard.title')}
      action={
        <Anchor component={Link} to={paths.logistics.fleet.href()}>
          {t('logistics.fleet.title')}
        </Anchor>
      }
      query={useAllVehicles()}
      footer={<VehiclesTable />}
    >
      {(data) => <LogisticsStats vehicles={data.vehicles} />}
    </DashboardPage>
  );
}
