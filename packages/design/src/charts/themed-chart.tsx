import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ThemedChartProps } from './chart-types';

export type { ChartOption, ThemedChartProps } from './chart-types';

// echarts is ~300 kB: fetch it with the first chart, not with the shared design package.
const EChartsChart = lazy(() => import('./echarts-chart'));

/**
 * An ECharts chart that follows the portal: light/dark colours from the Mantine theme,
 * right-to-left mirroring, resizing with its container, and an accessible name (`role="img"`).
 * Registered series: line, bar, pie, radar, gauge, scatter, candlestick and heatmap (with the
 * polar and visual-map components).
 */
export function ThemedChart(props: ThemedChartProps) {
  const { height = 300, 'aria-label': ariaLabel } = props;
  return (
    <Suspense fallback={<Skeleton height={height} aria-label={ariaLabel} role="img" />}>
      <EChartsChart {...props} />
    </Suspense>
  );
}
