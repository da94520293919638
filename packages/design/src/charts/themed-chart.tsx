import { Skeleton } from '@mantine/core';
import type {
  BarSeriesOption,
  GaugeSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
} from 'echarts/charts';
import type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  RadarComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { lazy, Suspense, type CSSProperties } from 'react';

/** The ECharts option `ThemedChart` accepts: the registered series and components only. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | RadarComponentOption
  | DatasetComponentOption
>;

export interface ThemedChartProps {
  /** ECharts option (series, axes, legend...). Colours and RTL mirroring are added underneath. */
  option: ChartOption;
  /** Accessible name of the chart, e.g. "Revenue per month, 2026". Required. */
  'aria-label': string;
  /** Height of the chart. Default: 300. */
  height?: number | string;
  /** Extra styles of the wrapper (the width follows the container). Default: none. */
  style?: CSSProperties;
  /** Show the loading mask. Default: false. */
  loading?: boolean;
}

// echarts is ~300 kB: fetch it with the first chart, not with the shared design package.
const EChartsChart = lazy(() => import('./echarts-chart'));

/**
 * An ECharts chart that follows the portal: light/dark colours from the Mantine theme,
 * right-to-left mirroring, resizing with its container, and an accessible name (`role="img"`).
 * Only line, bar, pie, radar and gauge series are registered.
 */
export function ThemedChart(props: ThemedChartProps) {
  const { height = 300, 'aria-label': ariaLabel } = props;
  return (
    <Suspense fallback={<Skeleton height={height} aria-label={ariaLabel} role="img" />}>
      <EChartsChart {...props} />
    </Suspense>
  );
}
