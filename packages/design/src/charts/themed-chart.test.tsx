import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInstanceByDom } from 'echarts/core';
import { renderWithProviders, timeLimit } from '../testing';
import { drawnChart } from '../testing/drawn-chart';
import { ThemedChart, type ChartOption } from './themed-chart';

/** The limit of the slowest tests of the file. */
const SLOWEST_MS = timeLimit(60_000);

const option: ChartOption = {
  xAxis: { type: 'category', data: ['Jan', 'Feb', 'Mar'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: 'Revenue', data: [120, 200, 150] }],
};

// Warm the lazily loaded chunk: the first import of echarts is slow in a cold worker.
beforeAll(async () => {
  await import('./echarts-chart');
}, SLOWEST_MS);

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
    expect(figure.parentElement).toHaveStyle({ height: '240px' });
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

  it('turns a series off from the keyboard, and its toggle follows a click on the drawn legend', async () => {
    const twoSeries: ChartOption = {
      legend: {},
      xAxis: { type: 'category', data: ['Jan', 'Feb'] },
      yAxis: { type: 'value' },
      series: [
        { name: 'Revenue', type: 'bar', data: [12, 18] },
        { name: 'Orders', type: 'line', data: [4, 8] },
      ],
    };
    renderWithProviders(<ThemedChart option={twoSeries} aria-label="Sales" />);
    const figure = await drawnChart('Sales');
    const chart = () =>
      getInstanceByDom(figure.querySelector<HTMLElement>('[_echarts_instance_]')!);
    const selected = () =>
      (chart()?.getOption() as { legend: { selected?: Record<string, boolean> }[] }).legend[0]
        ?.selected;
    const legend = screen.getByRole('group', { name: 'Legend of Sales: show or hide a series' });
    const revenue = within(legend).getByRole('button', { name: 'Revenue' });
    await userEvent.tab();
    expect(revenue).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(revenue).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(selected()).toMatchObject({ Revenue: false }));
    // What a click on the drawn legend's "Orders" does.
    act(() => {
      chart()?.dispatchAction({ type: 'legendToggleSelect', name: 'Orders' });
    });
    const orders = within(legend).getByRole('button', { name: 'Orders' });
    await waitFor(() => expect(orders).toHaveAttribute('aria-pressed', 'false'));
    expect(revenue).toHaveAttribute('aria-pressed', 'false');
  });
});
