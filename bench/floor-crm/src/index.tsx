/*
 * The CRM floor: the CRM dashboard as a plain, non-federated React + Mantine + React Router page
 * with the same charts drawn the same way (ECharts core, SVG renderer, the same components and
 * series), a navigation bar and static figures: no i18n, no API, no data validation, no
 * abilities. Built by `npm run bench` in the same run; the portal's cold CRM load is reported
 * against it.
 */
import '@mantine/core/styles.css';
import {
  AppShell,
  Card,
  Group,
  MantineProvider,
  NavLink,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

echarts.use([
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DatasetComponent,
  AriaComponent,
  SVGRenderer,
  BarChart,
  LineChart,
  PieChart,
]);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const REVENUE = [8500, 9400, 7300, 9000, 9200, 14300, 17700, 17400, 14900, 13500, 7200, 9900];
const ORDERS = [35, 42, 29, 39, 38, 54, 73, 66, 63, 52, 28, 42];

function Chart({ option, label, height }: { option: object; label: string; height: number }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={{ aria: { enabled: true, label: { description: label } }, ...option }}
      style={{ height }}
      opts={{ renderer: 'svg' }}
    />
  );
}

function Stat({ title, value, icon }: { title: string; value: string; icon: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {title}
          </Text>
          <Text fw={700} fz="xl">
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function CrmPage() {
  return (
    <Stack>
      <Title order={1}>CRM dashboard</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <Stat title="Total users" value="50" icon="U" />
        <Stat title="Active users" value="19" icon="A" />
        <Stat title="Revenue this year" value="$138,919.22" icon="$" />
        <Stat title="Orders this year" value="561" icon="O" />
      </SimpleGrid>
      <Panel title="Revenue and orders by month">
        <Chart
          label="Revenue and orders by month"
          height={320}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { data: ['Revenue', 'Orders'] },
            xAxis: { type: 'category', data: MONTHS },
            yAxis: [
              { type: 'value', name: 'Revenue' },
              { type: 'value', name: 'Orders' },
            ],
            series: [
              { name: 'Revenue', type: 'bar', data: REVENUE },
              { name: 'Orders', type: 'line', yAxisIndex: 1, smooth: true, data: ORDERS },
            ],
          }}
        />
      </Panel>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Panel title="Users by plan">
          <Chart
            label="Users by plan"
            height={260}
            option={{
              tooltip: { trigger: 'item' },
              legend: { bottom: 0 },
              series: [
                {
                  type: 'pie',
                  radius: ['45%', '70%'],
                  data: [
                    { name: 'Basic', value: 17 },
                    { name: 'Team', value: 12 },
                    { name: 'Company', value: 11 },
                    { name: 'Enterprise', value: 10 },
                  ],
                },
              ],
            }}
          />
        </Panel>
        <Panel title="Users by role">
          <Chart
            label="Users by role"
            height={260}
            option={{
              tooltip: { trigger: 'axis' },
              xAxis: { type: 'value', minInterval: 1 },
              yAxis: { type: 'category', data: ['Admin', 'Editor', 'Author', 'Maintainer'] },
              series: [{ type: 'bar', data: [11, 9, 11, 9] }],
            }}
          />
        </Panel>
        <Panel title="Top countries">
          <Table aria-label="Top countries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Country</Table.Th>
                <Table.Th ta="end">Users</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[
                ['Mexico', 7],
                ['China', 6],
                ['Norway', 5],
              ].map(([country, users]) => (
                <Table.Tr key={country}>
                  <Table.Td>{country}</Table.Td>
                  <Table.Td ta="end">{users}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}

const LINKS = ['CRM', 'Analytics', 'Invoices', 'Tickets', 'Users', 'Access Control'];

function Layout() {
  return (
    <AppShell navbar={{ width: 260, breakpoint: 'sm' }} padding="md">
      <AppShell.Navbar p="sm" component="nav" aria-label="Main">
        {LINKS.map((label) => (
          <NavLink key={label} component={Link} to="/" label={label} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <CrmPage />
      </AppShell.Main>
    </AppShell>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Layout }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>,
  );
