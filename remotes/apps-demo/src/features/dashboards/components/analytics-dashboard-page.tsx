import { SimpleGrid, Stack } from '@mantine/core';
import { RiBarChartBoxLine, RiShieldKeyholeLine, RiUserFollowLine } from '@remixicon/react';
import { StatCard, ServerChart, formatNumber, type ChartOption } from '@portal/design/base';
import type { AnalyticsDashboard } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardQueries, useAnalyticsDashboard } from '../api/get-dashboards';
import { DashboardCard, DashboardPage, donutOption } from '../../../components/dashboard';

function AnalyticsDashboardView({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation('apps-demo');
  const { users, permissions, traffic } = data;

  const visitsOption: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    xAxis: { type: 'category', data: traffic.days.map((d) => t(`dashboards.day.${d.day}`)) },
    yAxis: { type: 'value' },
    series: traffic.bySource.map(({ source }) => ({
      name: t(`dashboards.source.${source}`),
      type: 'bar',
      stack: 'visits',
      data: traffic.days.map((d) => d.bySource.find((s) => s.source === source)?.visits ?? 0),
    })),
  };
  const sourcesOption = donutOption(
    traffic.bySource.map((s) => ({
      name: t(`dashboards.source.${s.source}`),
      value: s.visits,
    })),
  );
  const statusOption: ChartOption = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: '65%',
        center: ['50%', '42%'],
        label: { show: false },
        data: users.byStatus.map((s) => ({ name: t(`users.status.${s.status}`), value: s.count })),
      },
    ],
  };
  // Bars across, one role a row: each role's name reads whole beside its bar at any width (under
  // upright bars, five names collided even turned on their side).
  const permissionsOption: ChartOption = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { top: 8, bottom: 8, left: 8, right: 16 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: permissions.byRole.map((r) => t(`permissions.role.${r.role}`)),
    },
    series: [
      {
        type: 'bar',
        name: t('dashboards.analytics.permissions'),
        data: permissions.byRole.map((r) => r.count),
      },
    ],
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          title={t('dashboards.analytics.totalVisits')}
          value={formatNumber(traffic.totalVisits)}
          caption={t('dashboards.analytics.sampleWeek')}
          icon={<RiBarChartBoxLine size={22} />}
        />
        <StatCard
          title={t('dashboards.analytics.activeUsers')}
          value={formatNumber(users.active)}
          caption={t('dashboards.analytics.ofUsers', { total: formatNumber(users.total) })}
          icon={<RiUserFollowLine size={22} />}
          color="teal"
        />
        <StatCard
          title={t('dashboards.analytics.permissions')}
          value={formatNumber(permissions.total)}
          icon={<RiShieldKeyholeLine size={22} />}
          color="orange"
        />
      </SimpleGrid>
      <DashboardCard title={t('dashboards.analytics.visitsTitle')}>
        <ServerChart
          option={visitsOption}
          height={320}
          aria-label={t('dashboards.analytics.visitsTitle')}
        />
      </DashboardCard>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <DashboardCard title={t('dashboards.analytics.sources')}>
          <ServerChart
            option={sourcesOption}
            height={260}
            aria-label={t('dashboards.analytics.sources')}
          />
        </DashboardCard>
        <DashboardCard title={t('dashboards.analytics.usersByStatus')}>
          <ServerChart
            option={statusOption}
            height={260}
            aria-label={t('dashboards.analytics.usersByStatus')}
          />
        </DashboardCard>
        <DashboardCard title={t('dashboards.analytics.permissionsByRole')}>
          <ServerChart
            option={permissionsOption}
            height={260}
            aria-label={t('dashboards.analytics.permissionsByRole')}
          />
        </DashboardCard>
      </SimpleGrid>
    </Stack>
  );
}

/** The figures, in the cache before the page's first render when the portal opens on it. */
export const loadData = (client: QueryClient) => client.query(dashboardQueries.analytics());

export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('apps-demo');
  return (
    <DashboardPage title={t('dashboards.analytics.title')} query={useAnalyticsDashboard()}>
      {(data) => <AnalyticsDashboardView data={data} />}
    </DashboardPage>
  );
}
