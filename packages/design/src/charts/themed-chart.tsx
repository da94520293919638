import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { extensionsOf } from './chart-extensions';
import type { ThemedChartProps } from './chart-types';

export type { ChartOption, ThemedChartProps } from './chart-types';

const charts = new Map<string, ComponentType<ThemedChartProps>>();

/**
 * The chart component for a set of ECharts extensions (`extensionsOf`), made once per set: it
 * resolves when ECharts' core (about 155 kB gzip, fetched with the first chart, not with the
 * shared design package) and the chunks of those series types are loaded and registered.
 */
function chartFor(names: string[]): ComponentType<ThemedChartProps> {
  const key = names.join(',');
  let chart = charts.get(key);
  if (!chart) {
    chart = lazy(() =>
      import('./echarts-chart')
        .then(async (module) => {
          await module.loadExtensions(names);
          return module;
        })
        .catch((error: unknown) => {
          charts.delete(key); // the next mount fetches again
          throw error;
        }),
    );
    charts.set(key, chart);
  }
  return chart;
}

/**
 * An ECharts chart that follows the portal: light/dark colours from the Mantine theme,
 * right-to-left mirroring, resizing with its container, and an accessible name (`role="img"`).
 * Series: line, bar, pie, radar, gauge, scatter, candlestick and heatmap (with the polar and
 * visual-map components); each is fetched with the first chart that draws it.
 */
export function ThemedChart(props: ThemedChartProps) {
  const { height = 300, 'aria-label': ariaLabel } = props;
  const EChartsChart = chartFor(extensionsOf(props.option));
  return (
    <Suspense fallback={<Skeleton height={height} aria-label={ariaLabel} role="img" />}>
      {/* eslint-disable-next-line react-hooks/static-components -- one cached component per extension set */}
      <EChartsChart {...props} />
    </Suspense>
  );
}
