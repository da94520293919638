import { useDirection } from '@mantine/core';
import { applyChartTheme } from '@portal/contract/charts';
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
import { useTranslation } from 'react-i18next';
import { numberLocale } from '../format';
import { useChartColors } from './chart-colors';
import { ChartFrame, useChartLegend } from './chart-frame';
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
  const colors = useChartColors();
  const { dir } = useDirection();
  const { language } = useTranslation().i18n;
  const legend = useChartLegend(option);
  const { shown, setHidden } = legend;
  const themed = useMemo(
    () =>
      applyChartTheme(
        {
          aria: { enabled: true, label: { description: ariaLabel } },
          ...shown,
        },
        { colors, rtl: dir === 'rtl', locale: numberLocale(language || 'en') },
      ),
    [shown, colors, dir, ariaLabel, language],
  );
  // A click on the drawn legend: the toggles below follow what ECharts turned off.
  const onEvents = useMemo(
    () => ({
      legendselectchanged: ({ selected }: { selected: Record<string, boolean> }) =>
        setHidden(Object.keys(selected).filter((name) => !selected[name])),
    }),
    [setHidden],
  );
  return (
    <ChartFrame label={ariaLabel} height={height} style={style} legend={legend}>
      <ReactEChartsCore
        echarts={echarts}
        option={themed}
        notMerge
        lazyUpdate
        autoResize
        showLoading={loading}
        onEvents={onEvents}
        opts={{ renderer: 'svg' }}
        // ECharts lays text out left to right and mirrors through the option (applyChartTheme).
        // Inheriting `direction: rtl` from the page would flip every SVG text anchor, so labels
        // would run off the chart (cut to one letter) and over the legend icons.
        style={{ width: '100%', height: '100%', direction: 'ltr' }}
        aria-hidden="true"
      />
    </ChartFrame>
  );
}
