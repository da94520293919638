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
