// Types only: echarts-chart and themed-chart both use them, so neither imports the other.
import type {
  BarSeriesOption,
  CandlestickSeriesOption,
  GaugeSeriesOption,
  HeatmapSeriesOption,
  ScatterSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
} from 'echarts/charts';
import type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  PolarComponentOption,
  VisualMapComponentOption,
  RadarComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { CSSProperties } from 'react';

/** The ECharts option `ThemedChart` accepts: the registered series and components only. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | GaugeSeriesOption
  | ScatterSeriesOption
  | CandlestickSeriesOption
  | HeatmapSeriesOption
  | GridComponentOption
  | PolarComponentOption
  | VisualMapComponentOption
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
