import { applyChartTheme, type ChartColors } from './chart-theme';

const colors: ChartColors = {
  palette: ['#111111', '#222222'],
  text: '#333333',
  axis: '#444444',
  split: '#555555',
  tooltip: '#666666',
  fontFamily: 'Inter',
};

const lineOption = {
  legend: { left: 'left', data: ['Sales'] },
  tooltip: { trigger: 'axis' as const },
  xAxis: { type: 'category' as const, data: ['Jan', 'Feb'] },
  yAxis: { type: 'value' as const },
  series: [{ type: 'line' as const, name: 'Sales', data: [1, 2] }],
};

describe('applyChartTheme', () => {
  it('colours text, axes, grid lines and tooltip from the scheme', () => {
    const themed: Record<string, unknown> = applyChartTheme(lineOption, { colors, rtl: false });
    expect(themed).toMatchObject({
      color: ['#111111', '#222222'],
      backgroundColor: 'transparent',
      textStyle: { color: '#333333', fontFamily: 'Inter' },
      legend: { left: 'left', textStyle: { color: '#333333' } },
      tooltip: { trigger: 'axis', backgroundColor: '#666666', textStyle: { color: '#333333' } },
      xAxis: {
        type: 'category',
        axisLine: { lineStyle: { color: '#444444' } },
        axisLabel: { color: '#333333' },
        splitLine: { lineStyle: { color: '#555555' } },
      },
    });
    expect(themed.xAxis).not.toHaveProperty('inverse');
  });

  it('writes value axes and tooltip values in the page’s number format', () => {
    const themed = applyChartTheme(
      { ...lineOption, xAxis: [lineOption.xAxis, { type: 'value' as const }] },
      { colors, rtl: false, locale: 'fr-u-nu-latn' },
    ) as unknown as {
      xAxis: { axisLabel: { formatter?: (value: unknown) => string } }[];
      yAxis: { axisLabel: { formatter: (value: unknown) => string } };
      tooltip: { valueFormatter: (value: unknown) => string };
    };
    expect(themed.yAxis.axisLabel.formatter(1800.5)).toBe('1\u202f800,5');
    expect(themed.tooltip.valueFormatter(1800)).toBe('1\u202f800');
    expect(themed.xAxis[0]?.axisLabel.formatter).toBeUndefined(); // categories: their own words
    expect(themed.xAxis[1]?.axisLabel.formatter?.(2000)).toBe('2\u202f000');
    const own = (value: number) => `${value} €`;
    const kept = applyChartTheme(
      { ...lineOption, yAxis: { type: 'value' as const, axisLabel: { formatter: own } } },
      { colors, rtl: false, locale: 'fr-u-nu-latn' },
    ) as unknown as { yAxis: { axisLabel: { formatter: unknown } } };
    expect(kept.yAxis.axisLabel.formatter).toBe(own);
    const english = applyChartTheme(lineOption, { colors, rtl: false }) as unknown as {
      yAxis: { axisLabel: Record<string, unknown> };
    };
    expect(english.yAxis.axisLabel).not.toHaveProperty('formatter');
  });

  it('leaves out axis labels that would overlap, unless the option says otherwise', () => {
    const themed: Record<string, unknown> = applyChartTheme(lineOption, { colors, rtl: false });
    expect(themed).toMatchObject({
      xAxis: { axisLabel: { hideOverlap: true } },
      yAxis: { axisLabel: { hideOverlap: true } },
    });
    const forced: Record<string, unknown> = applyChartTheme(
      { ...lineOption, xAxis: { ...lineOption.xAxis, axisLabel: { hideOverlap: false } } },
      { colors, rtl: false },
    );
    expect(forced).toMatchObject({
      xAxis: { axisLabel: { hideOverlap: false, color: '#333333' } },
    });
  });

  it('keeps what the option sets itself', () => {
    const themed: Record<string, unknown> = applyChartTheme(
      {
        ...lineOption,
        color: ['red'],
        xAxis: { ...lineOption.xAxis, axisLabel: { color: 'blue' } },
      },
      { colors, rtl: false },
    );
    expect(themed).toMatchObject({ color: ['red'], xAxis: { axisLabel: { color: 'blue' } } });
  });

  it('mirrors for right-to-left: x axis inverted, y axis and legend on the right', () => {
    const themed: Record<string, unknown> = applyChartTheme(lineOption, { colors, rtl: true });
    expect(themed).toMatchObject({
      xAxis: { inverse: true },
      yAxis: { position: 'right' },
      legend: { right: 'right', align: 'right' },
    });
    expect(themed.legend).not.toHaveProperty('left');
  });

  it('themes arrays of axes and gauge and radar parts', () => {
    const themed: Record<string, unknown> = applyChartTheme(
      {
        xAxis: [{ type: 'category' }, { type: 'category', inverse: true }],
        radar: { indicator: [{ name: 'A', max: 10 }] },
        series: [{ type: 'gauge', data: [{ value: 50 }] }],
      },
      { colors, rtl: true },
    );
    expect(themed).toMatchObject({
      xAxis: [{ inverse: true }, { inverse: false }],
      radar: { axisName: { color: '#333333' } },
      series: [{ type: 'gauge', detail: { color: '#333333' } }],
    });
  });
});

/** The options of every chart type the portal draws (CRM and analytics dashboards). */
const portalCharts = {
  'bar + line on two y axes (revenue and orders)': {
    tooltip: { trigger: 'axis' as const },
    legend: { data: ['Revenue', 'Orders'] },
    xAxis: { type: 'category' as const, data: ['Jan', 'Feb'] },
    yAxis: [
      { type: 'value' as const, name: 'Revenue' },
      { type: 'value' as const, name: 'Orders' },
    ],
    series: [
      { name: 'Revenue', type: 'bar' as const, data: [1, 2] },
      { name: 'Orders', type: 'line' as const, yAxisIndex: 1, data: [3, 4] },
    ],
  },
  'horizontal bars with category labels (users by role)': {
    tooltip: { trigger: 'axis' as const },
    xAxis: { type: 'value' as const, minInterval: 1 },
    yAxis: { type: 'category' as const, data: ['Maintainer', 'Subscriber'] },
    series: [{ type: 'bar' as const, data: [1, 2] }],
  },
  'stacked bars with a bottom legend (visits)': {
    tooltip: { trigger: 'axis' as const },
    legend: { bottom: 0 },
    xAxis: { type: 'category' as const, data: ['Mon', 'Tue'] },
    yAxis: { type: 'value' as const },
    series: [
      { name: 'Direct', type: 'bar' as const, stack: 'v', data: [1, 2] },
      { name: 'Search', type: 'bar' as const, stack: 'v', data: [1, 2] },
    ],
  },
  'pie with a bottom legend (users by plan)': {
    tooltip: { trigger: 'item' as const },
    legend: { bottom: 0 },
    series: [{ type: 'pie' as const, radius: ['40%', '65%'], data: [{ name: 'Pro', value: 1 }] }],
  },
};

describe('applyChartTheme in right-to-left, for each chart type of the portal', () => {
  type Themed = Record<string, unknown> & {
    yAxis?: Record<string, unknown> | Record<string, unknown>[];
    xAxis?: Record<string, unknown>;
    legend?: Record<string, unknown>;
    tooltip?: Record<string, unknown>;
  };
  const rtl = (option: Record<string, unknown>): Themed =>
    applyChartTheme(option, { colors, rtl: true });
  const ltr = (option: Record<string, unknown>): Themed =>
    applyChartTheme(option, { colors, rtl: false });

  it('puts two y axes on opposite sides, mirrored: never both on the same side', () => {
    const option = portalCharts['bar + line on two y axes (revenue and orders)'];
    expect(ltr(option).yAxis).toMatchObject([{ position: 'left' }, { position: 'right' }]);
    expect(rtl(option).yAxis).toMatchObject([{ position: 'right' }, { position: 'left' }]);
    expect(rtl(option).xAxis).toMatchObject({ inverse: true });
  });

  it('runs axis titles towards the plot, not off the edge of the chart', () => {
    const option = portalCharts['bar + line on two y axes (revenue and orders)'];
    expect(rtl(option).yAxis).toMatchObject([
      { name: 'Revenue', nameTextStyle: { align: 'right', color: '#333333' } },
      { name: 'Orders', nameTextStyle: { align: 'left' } },
    ]);
    expect(ltr(option).yAxis).toMatchObject([
      { nameTextStyle: { align: 'left' } },
      { nameTextStyle: { align: 'right' } },
    ]);
  });

  it('keeps category labels whole: the category axis moves right, values run right to left', () => {
    const themed = rtl(portalCharts['horizontal bars with category labels (users by role)']);
    expect(themed.yAxis).toMatchObject({ type: 'category', position: 'right' });
    expect(themed.xAxis).toMatchObject({ type: 'value', inverse: true });
    // No width or truncation is imposed on the labels: the grid makes room for them.
    const axisLabel = (themed.yAxis as Record<string, unknown>).axisLabel;
    expect(axisLabel).not.toHaveProperty('width');
    expect(axisLabel).not.toHaveProperty('overflow');
  });

  it.each([
    'stacked bars with a bottom legend (visits)',
    'pie with a bottom legend (users by plan)',
  ] as const)('%s: the legend is centred and reads right to left', (name) => {
    const themed = rtl(portalCharts[name]);
    expect(themed.legend).toMatchObject({ bottom: 0, left: 'center', align: 'right' });
  });

  it('the legend of the two-axis chart reads right to left, the tooltip in the page direction', () => {
    const themed = rtl(portalCharts['bar + line on two y axes (revenue and orders)']);
    expect(themed.legend).toMatchObject({ align: 'right', left: 'center' });
    expect(themed.tooltip?.extraCssText).toContain('direction: rtl');
    expect(
      ltr(portalCharts['pie with a bottom legend (users by plan)']).tooltip,
    ).not.toHaveProperty('extraCssText');
  });

  it('an explicit position is mirrored, and the other axis still takes the other side', () => {
    const themed = rtl({ yAxis: [{ type: 'value', position: 'right' }, { type: 'value' }] });
    expect(themed.yAxis).toMatchObject([{ position: 'left' }, { position: 'right' }]);
  });
});
