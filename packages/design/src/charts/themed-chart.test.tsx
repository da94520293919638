import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { drawnChart } from '../testing/drawn-chart';
import { ThemedChart, type ChartOption } from './themed-chart';

const option: ChartOption = {
  xAxis: { type: 'category', data: ['Jan', 'Feb', 'Mar'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: 'Revenue', data: [120, 200, 150] }],
};

// Warm the lazily loaded chunk: the first import of echarts is slow in a cold worker.
beforeAll(async () => {
  await import('./echarts-chart');
}, 60_000);

// happy-dom does no layout: give elements a size so ECharts has room to draw.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
});
afterEach(() => vi.restoreAllMocks());

/** Fill colour of the SVG text drawing `label`. */
async function labelFill(figure: HTMLElement, label: string) {
  let text: Element | undefined;
  await waitFor(() => {
    text = [...figure.querySelectorAll('text')].find((t) => t.textContent === label);
    expect(text).toBeDefined();
  });
  return text?.getAttribute('fill') ?? (text as SVGElement | undefined)?.style.fill;
}

describe('ThemedChart', () => {
  it('is an image with an accessible name', () => {
    renderWithProviders(<ThemedChart option={option} aria-label="Revenue per month" />);
    expect(screen.getByRole('img', { name: 'Revenue per month' })).toBeInTheDocument();
  });

  it('draws the chart with ECharts inside the container, at the given height', async () => {
    renderWithProviders(
      <ThemedChart option={option} aria-label="Revenue per month" height={240} />,
    );
    const figure = await drawnChart('Revenue per month');
    expect(figure).toHaveStyle({ height: '240px' });
    expect(await labelFill(figure, 'Feb')).toBeTruthy();
  });

  it('fetches the code of a series type with its first chart (radar, with its component)', async () => {
    const radar: ChartOption = {
      radar: { indicator: [{ name: 'CPU' }, { name: 'Disk' }, { name: 'Network' }] },
      series: [{ type: 'radar', data: [{ value: [60, 30, 80], name: 'web-01' }] }],
    };
    renderWithProviders(<ThemedChart option={radar} aria-label="Server load" />);
    expect(await labelFill(await drawnChart('Server load'), 'Disk')).toBeTruthy();
  });

  it.each([
    ['light', '#495057'],
    ['dark', '#c9c9c9'],
  ] as const)('colours labels for the %s scheme', async (theme, fill) => {
    renderWithProviders(<ThemedChart option={option} aria-label="Revenue" />, {
      preferences: { theme },
    });
    const label = await labelFill(await drawnChart('Revenue'), 'Feb');
    expect(label?.toLowerCase()).toBe(fill);
  });

  it('in Arabic, draws its text left to right inside a mirrored option, y axes apart', async () => {
    const twoAxes: ChartOption = {
      legend: { data: ['الإيرادات', 'الطلبات'] },
      xAxis: { type: 'category', data: ['يناير', 'فبراير'] },
      yAxis: [
        { type: 'value', name: 'دولار' },
        { type: 'value', name: 'عدد' },
      ],
      series: [
        { name: 'الإيرادات', type: 'bar', data: [12000, 18000] },
        { name: 'الطلبات', type: 'line', yAxisIndex: 1, data: [40, 80] },
      ],
    };
    renderWithProviders(<ThemedChart option={twoAxes} aria-label="Revenue" />, {
      preferences: { language: 'ar' },
    });
    const figure = await drawnChart('Revenue');
    // The page is right to left; the SVG must not inherit it or every text anchor flips.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const svgHost = figure.querySelector('svg')?.parentElement?.parentElement;
    expect(svgHost).toHaveStyle({ direction: 'ltr' });
    // Revenue's axis title is on the right, Orders' on the left: not stacked on one side.
    const x = async (label: string) => {
      let text: Element | undefined;
      await waitFor(() => {
        text = [...figure.querySelectorAll('text')].find((t) => t.textContent === label);
        expect(text).toBeDefined();
      });
      const transform = text?.getAttribute('transform') ?? '';
      return Number(/translate\(([-\d.]+)/.exec(transform)?.[1] ?? text?.getAttribute('x'));
    };
    const revenueTitle = await x('دولار');
    const ordersTitle = await x('عدد');
    expect(revenueTitle).toBeGreaterThan(300);
    expect(ordersTitle).toBeLessThan(300);
  });
});
