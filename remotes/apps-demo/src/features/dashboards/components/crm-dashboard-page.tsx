import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  RiMoneyDollarCircleLine,
  RiShoppingBag3Line,
  RiUserFollowLine,
  RiUserLine,
} from '@remixicon/react';
import {
  StatCard,
  ServerChart,
  countryName,
  formatCurrency,
  formatNumber,
  type ChartOption,
} from '@portal/design/base';
import type { CrmDashboard } from '@portal/contract';
import { Can, sessionAbility, sessionStore } from '@portal/auth';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { monthLabel } from '../../../lib/month-label';
import { dashboardQueries, useCrmDashboard } from '../api/get-dashboards';
import { ticketSummaryQueryOptions } from '../api/get-ticket-summary';
import {
  CardSkeleton,
  DashboardCard,
  DashboardPage,
  donutOption,
} from '../../../components/dashboard';
import { TicketSummaryCard } from './ticket-summary-card';

/** The current month by the browser's clock, `YYYY-MM`. */
function currentMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

function CrmDashboardView({ data }: { data: CrmDashboard }) {
  const { t } = useTranslation('apps-demo');
  const { users, sales } = data;
  const active = users.byStatus.find((s) => s.status === 'active')?.count ?? 0;
  const money = (value: number) => formatCurrency(value, sales.currency);
  // A month still to come has no figures yet: no bar and no point, rather than a zero.
  const thisMonth = currentMonth();
  const sofar = (month: string, value: number) => (month > thisMonth ? null : value);

  const salesOption: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: { data: [t('dashboards.crm.revenue'), t('dashboards.crm.orders')] },
    xAxis: { type: 'category', data: sales.months.map((m) => monthLabel(m.month)) },
    yAxis: [
      { type: 'value', name: t('dashboards.crm.revenue') },
      { type: 'value', name: t('dashboards.crm.orders') },
    ],
    series: [
      {
        name: t('dashboards.crm.revenue'),
        type: 'bar',
        data: sales.months.map((m) => sofar(m.month, m.revenue)),
      },
      {
        name: t('dashboards.crm.orders'),
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: sales.months.map((m) => sofar(m.month, m.orders)),
      },
    ],
  };
  const planOption = donutOption(
    users.byPlan.map((p) => ({ name: t(`users.plan.${p.plan}`), value: p.count })),
  );
  const roleOption: ChartOption = {
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: users.byRole.map((r) => t(`users.role.${r.role}`)) },
    series: [{ type: 'bar', data: users.byRole.map((r) => r.count) }],
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard
          title={t('dashboards.crm.totalUsers')}
          value={formatNumber(users.total)}
          icon={<RiUserLine size={22} />}
        />
        <StatCard
          title={t('dashboards.crm.activeUsers')}
          value={formatNumber(active)}
          icon={<RiUserFollowLine size={22} />}
          color="teal"
        />
        <StatCard
          title={t('dashboards.crm.totalRevenue')}
          value={money(sales.totalRevenue)}
          caption={t('dashboards.crm.averageOrder', { value: money(sales.averageOrderValue) })}
          icon={<RiMoneyDollarCircleLine size={22} />}
          color="green"
        />
        <StatCard
          title={t('dashboards.crm.totalOrders')}
          value={formatNumber(sales.totalOrders)}
          icon={<RiShoppingBag3Line size={22} />}
          color="orange"
        />
      </SimpleGrid>
      <DashboardCard title={t('dashboards.crm.salesTitle')}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('dashboards.crm.salesSource')}
        </Text>
        <ServerChart
          option={salesOption}
          height={320}
          aria-label={t('dashboards.crm.salesChart')}
        />
      </DashboardCard>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <DashboardCard title={t('dashboards.crm.byPlan')}>
          <ServerChart option={planOption} height={260} aria-label={t('dashboards.crm.byPlan')} />
        </DashboardCard>
        <DashboardCard title={t('dashboards.crm.byRole')}>
          <ServerChart option={roleOption} height={260} aria-label={t('dashboards.crm.byRole')} />
        </DashboardCard>
        <DashboardCard title={t('dashboards.crm.topCountries')}>
          <Table aria-label={t('dashboards.crm.topCountries')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.fields.country')}</Table.Th>
                <Table.Th ta="end">{t('dashboards.crm.users')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.topCountries.map((c) => (
                <Table.Tr key={c.country}>
                  <Table.Td>{countryName(c.country)}</Table.Td>
                  <Table.Td ta="end">{formatNumber(c.count)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>{t('dashboards.crm.otherCountries')}</Table.Td>
                <Table.Td ta="end">{formatNumber(users.otherCountries)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </DashboardCard>
      </SimpleGrid>
      <Can I="read" a="Ticket">
        <TicketSummaryCard />
      </Can>
    </Stack>
  );
}

/** The dashboard's layout with its titles while the figures load (they paint with the page). */
function CrmDashboardSkeleton() {
  const { t } = useTranslation('apps-demo');
  return (
    <Stack aria-busy="true">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {(['totalUsers', 'activeUsers', 'totalRevenue', 'totalOrders'] as const).map((key) => (
          <StatCard
            key={key}
            title={t(`dashboards.crm.${key}`)}
            value={null}
            // The revenue card will show a caption (the average invoice): its line too.
            caption={key === 'totalRevenue'}
            loading
          />
        ))}
      </SimpleGrid>
      <CardSkeleton title={t('dashboards.crm.salesTitle')} height={320}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('dashboards.crm.salesSource')}
        </Text>
      </CardSkeleton>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <CardSkeleton title={t('dashboards.crm.byPlan')} height={260} />
        <CardSkeleton title={t('dashboards.crm.byRole')} height={260} />
        <CardSkeleton title={t('dashboards.crm.topCountries')} height={260} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The figures, and the helpdesk's for whoever may read tickets, in the cache before the page's
 * first render when the portal opens on it.
 */
export const loadData = (client: QueryClient) =>
  Promise.all([
    client.query(dashboardQueries.crm()),
    sessionAbility(sessionStore.getState()).can('read', 'Ticket') &&
      client.query(ticketSummaryQueryOptions()),
  ]);

export default function CrmDashboardPage() {
  const { t } = useTranslation('apps-demo');
  return (
    <DashboardPage
      title={t('dashboards.crm.title')}
      query={useCrmDashboard()}
      placeholder={<CrmDashboardSkeleton />}
    >
      {(data) => <CrmDashboardView data={data} />}
    </DashboardPage>
  );
}
