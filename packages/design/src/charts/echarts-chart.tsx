import { useComputedColorScheme, useDirection, useMantineTheme } from '@mantine/core';
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
import { useMemo } from 'react';
import { applyChartTheme, type ChartColors } from './chart-theme';
import type { ThemedChartProps } from './chart-types';

export { loadExtensions } from './load-extensions';

// What nearly every chart needs; each series type (and polar, visual map) is registered by
// ThemedChart before the first chart that draws it (load-extensions).
echarts.use([
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DatasetComponent,
  AriaComponent,
  SVGRenderer,
]);

/** The ECharts part of ThemedChart, loaded on demand (keeps echarts out of the shared chunk). */
export default function EChartsChart({
  option,
  'aria-label': ariaLabel,
  height = 300,
  style,
  loading = false,
}: ThemedChartProps) {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const { dir } = useDirection();
  const dark = scheme === 'dark';
  const colors = useMemo<ChartColors>(() => {
    const c = theme.colors;
    const primary = c[theme.primaryColor]?.[dark ? 4 : 6] ?? '#1867C0';
    return {
      palette: [
        primary,
        ...['teal', 'orange', 'grape', 'cyan', 'yellow', 'red', 'indigo'].map(
          (name) => c[name]?.[dark ? 4 : 6] ?? primary,
        ),
      ],
      text: dark ? c.dark[0] : c.gray[7],
      axis: dark ? c.dark[3] : c.gray[4],
      split: dark ? c.dark[5] : c.gray[2],
      tooltip: dark ? c.dark[6] : theme.white,
      fontFamily: theme.fontFamily ?? 'sans-serif',
    };
  }, [theme, dark]);
  const themed = useMemo(
    () =>
      applyChartTheme(
        { aria: { enabled: true, label: { description: ariaLabel } }, ...option },
        { colors, rtl: dir === 'rtl' },
      ),
    [option, colors, dir, ariaLabel],
  );
  return (
    <div role="img" aria-label={ariaLabel} style={{ width: '100%', height, ...style }}>
      <ReactEChartsCore
        echarts={echarts}
        option={themed}
        notMerge
        lazyUpdate
        autoResize
        showLoading={loading}
        opts={{ renderer: 'svg' }}
        // ECharts lays text out left to right and mirrors through the option (applyChartTheme).
        // Inheriting `direction: rtl` from the page would flip every SVG text anchor, so labels
        // would run off the chart (cut to one letter) and over the legend icons.
        style={{ width: '100%', height: '100%', direction: 'ltr' }}
        aria-hidden="true"
      />
    </div>
  );
}
