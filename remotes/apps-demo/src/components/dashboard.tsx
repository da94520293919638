import { Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import {
  ErrorPanel,
  PageLoader,
  StatCard,
  ServerChart,
  apiErrorMessage,
  type ChartOption,
  type StatCardProps,
} from '@portal/design/base';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The dashboards' building blocks (CRM, analytics, academy, logistics), written once. */

export interface DashboardCardProps {
  /** The card's heading (an h2). */
  title: string;
  /** What the card holds: a chart, a list, a table. */
  children: ReactNode;
  /** Shown at the end of the heading row (a search box). Default: none. */
  action?: ReactNode;
}

/** A titled dashboard card holding a chart, a list or a table. */
export function DashboardCard({ title, children, action }: DashboardCardProps) {
  const heading = (
    <Title order={2} size="h5" mb={action ? undefined : 'sm'}>
      {title}
    </Title>
  );
  return (
    <Card withBorder padding="lg" h="100%">
      {action ? (
        <Group justify="space-between" mb="sm">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}

export interface ChartCardProps {
  /** The card's heading, also the chart's accessible name unless `label` is given. */
  title: string;
  /** The ECharts option, drawn by the design package's themed chart. */
  option: ChartOption;
  /** Chart height in px. Default: 260. */
  height?: number;
  /** The chart's accessible name. Default: `title`. */
  label?: string;
}

/** A titled card with one themed chart. */
export function ChartCard({ title, option, height = 260, label }: ChartCardProps) {
  return (
    <DashboardCard title={title}>
      <ServerChart option={option} height={height} aria-label={label ?? title} />
    </DashboardCard>
  );
}

/** A row of the kit's stat cards: one column on phones, two on small screens, four on large. */
export function StatGrid({ stats }: { stats: (StatCardProps & { key: string })[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {stats.map(({ key, ...stat }) => (
        <StatCard key={key} {...stat} />
      ))}
    </SimpleGrid>
  );
}

/**
 * A donut of named counts with its legend below (the dashboards' pie charts). A slice takes its
 * own `color` when given (a CSS colour), else the next of the palette.
 */
export function donutOption(data: { name: string; value: number; color?: string }[]): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '65%'],
        center: ['50%', '42%'],
        label: { show: false },
        data: data.map(({ color, ...slice }) =>
          color === undefined ? slice : { ...slice, itemStyle: { color } },
        ),
      },
    ],
  };
}

/** A bar chart of counts per category. */
export function barOption(categories: string[], values: number[], name?: string): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: categories },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name, data: values }],
  };
}

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface DashboardPageProps<T> {
  /** The page heading (h1). */
  title: string;
  /** A link or button at the end of the heading row. Default: none. */
  action?: ReactNode;
  /** The query whose data the figures come from: loading, error with Retry, then `children`. */
  query: QueryLike<T>;
  /** The figures drawn from the query's data. */
  children: (data: T) => ReactNode;
  /** Shown below, whatever the query's state (a table with its own query). Default: none. */
  footer?: ReactNode;
  /**
   * Shown until the data arrives: the dashboard's layout with its titles, figures as skeletons
   * (`StatCard`'s `loading`, `CardSkeleton`). Default: a loader.
   */
  placeholder?: ReactNode;
}

/** A dashboard page: heading, the figures in their four states, and an optional footer. */
export function DashboardPage<T>({
  title,
  action,
  query,
  children,
  footer,
  placeholder,
}: DashboardPageProps<T>) {
  const { t } = useTranslation('apps-demo');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {action}
      </Group>
      {query.isError ? (
        <ErrorPanel
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        children(query.data)
      ) : (
        (placeholder ?? (
          // A dashboard is taller than the screen: the loader keeps the footer below the fold
          // until the cards replace it (no layout shift of the footer).
          <PageLoader minHeight="calc(100dvh - 8rem)" />
        ))
      )}
      {footer}
    </Stack>
  );
}

/** A dashboard card while its content loads: the title, and a skeleton as tall as the content. */
export function CardSkeleton({
  title,
  height,
  children,
}: {
  title: string;
  height: number;
  /** What the card shows before its content (a description). */
  children?: ReactNode;
}) {
  return (
    <DashboardCard title={title}>
      {children}
      <Skeleton height={height} />
    </DashboardCard>
  );
}
