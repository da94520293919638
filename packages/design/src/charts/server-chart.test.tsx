import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ChartSvgRequestBody } from '@portal/contract';
import { numberLocale } from '../format';
import { renderWithProviders, withMockServer } from '../testing';
import { drawnChart } from '../testing/drawn-chart';
import type { ChartOption } from './chart-types';
import { ServerChart } from './server-chart';

const server = withMockServer();

const option: ChartOption = {
  tooltip: { trigger: 'axis' },
  legend: {},
  xAxis: { type: 'category', data: ['Jan', 'Feb', 'Mar'] },
  yAxis: { type: 'value' },
  series: [
    { type: 'bar', name: 'Revenue', data: [1200, 2050, 1500] },
    { type: 'line', name: 'Orders', data: [3, 4, 5] },
  ],
};

/** The bodies of the chart requests the page sent, in order. */
let requests: ChartSvgRequestBody[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/charts/svg')
      requests.push((await request.clone().json()) as ChartSvgRequestBody);
  });
  // happy-dom does no layout: the chart's box is 600 x 240.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const text = (figure: HTMLElement, label: string) =>
  [...figure.querySelectorAll('text')].find((t) => t.textContent === label);

const x = (element: Element | undefined) =>
  Number(/translate\(([-\d.]+)/.exec(element?.getAttribute('transform') ?? '')?.[1]);

describe('ServerChart', () => {
  it('shows the SVG the server drew at the box’s size, in the scheme’s colours', async () => {
    renderWithProviders(<ServerChart option={option} aria-label="Revenue per month" />, {
      preferences: { theme: 'dark' },
    });
    const figure = await drawnChart('Revenue per month');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      width: 600,
      height: 240,
      rtl: false,
      locale: 'en-u-nu-latn',
    });
    expect(text(figure, 'Feb')?.getAttribute('fill')?.toLowerCase()).toBe('#c9c9c9');
    expect(figure.querySelector('svg')).toHaveAttribute('width', '600');
  });

  it('in Arabic, asks for a mirrored chart and keeps the SVG’s own direction', async () => {
    renderWithProviders(<ServerChart option={option} aria-label="Revenue" />, {
      preferences: { language: 'ar' },
    });
    const figure = await drawnChart('Revenue');
    expect(requests[0]).toMatchObject({ rtl: true, locale: numberLocale('ar') });
    expect(x(text(figure, 'Jan'))).toBeGreaterThan(x(text(figure, 'Mar')));
    expect(figure.querySelector('svg')?.parentElement).toHaveStyle({ direction: 'ltr' });
  });

  it('sends the widths of its texts outside ASCII as this browser draws them, in em', async () => {
    // happy-dom draws nothing: a canvas whose letters are half an em wide at 100 px.
    const measure = vi.fn((text: string) => ({ width: text.length * 50 }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      font: '',
      measureText: measure,
    } as unknown as CanvasRenderingContext2D);
    const roles: ChartOption = {
      yAxis: { type: 'category', data: ['مدير', 'مشرف صيانة', 'Agent'] },
      xAxis: { type: 'value' },
      series: [{ type: 'bar', name: 'Utilisateurs répartis', data: [2, 3, 4] }],
    };
    renderWithProviders(<ServerChart option={roles} aria-label="Users by role" />, {
      preferences: { language: 'ar' },
    });
    await drawnChart('Users by role');
    expect(requests[0]?.textWidths).toEqual({
      مدير: 2,
      'مشرف صيانة': 5,
      'Utilisateurs répartis': 10.5,
    });
  });

  it('names the item under the pointer from the chart’s own data', async () => {
    renderWithProviders(<ServerChart option={option} aria-label="Revenue" />);
    const figure = await drawnChart('Revenue');
    const bar = figure.querySelector(
      '[ecmeta_series_index="0"][ecmeta_data_index="1"][ecmeta_ssr_type="chart"]',
    );
    expect(bar).not.toBeNull();
    fireEvent.mouseOver(bar!, { clientX: 200, clientY: 100 });
    // The tooltip: the category, then the series' marker, name and value.
    const value = await screen.findByText('2,050');
    const tooltip = value.parentElement?.parentElement;
    expect(tooltip).toHaveTextContent(/^FebRevenue: 2,050$/);
    fireEvent.mouseOut(bar!);
    await waitFor(() => expect(screen.queryByText('2,050')).not.toBeInTheDocument());
  });

  it('turns a series off when its legend entry is clicked, drawn again by the server', async () => {
    renderWithProviders(<ServerChart option={option} aria-label="Revenue" />);
    const figure = await drawnChart('Revenue');
    const point = '[ecmeta_series_index="1"][ecmeta_ssr_type="chart"]';
    expect(figure.querySelector(point)).not.toBeNull();
    const entry = [
      ...figure.querySelectorAll('[ecmeta_series_index="1"][ecmeta_ssr_type="legend"]'),
    ].find((element) => element.getAttribute('ecmeta_silent') !== 'true');
    fireEvent.click(entry!);
    await waitFor(() => expect(figure.querySelector(point)).toBeNull());
    expect(requests.at(-1)?.option.legend).toEqual({ selected: { Orders: false } });
    // A second click brings it back.
    fireEvent.click(
      [...figure.querySelectorAll('[ecmeta_series_index="1"][ecmeta_ssr_type="legend"]')].find(
        (element) => element.getAttribute('ecmeta_silent') !== 'true',
      )!,
    );
    await waitFor(() => expect(figure.querySelector(point)).not.toBeNull());
  });

  it('turns a series off and on from the keyboard, with the legend’s toggle buttons', async () => {
    renderWithProviders(<ServerChart option={option} aria-label="Revenue" />);
    const figure = await drawnChart('Revenue');
    const point = '[ecmeta_series_index="1"][ecmeta_ssr_type="chart"]';
    const legend = screen.getByRole('group', { name: 'Legend of Revenue: show or hide a series' });
    const orders = within(legend).getByRole('button', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-pressed', 'true');
    // Out of sight until a toggle has the focus.
    expect(legend).toHaveStyle({ width: '1px' });
    await userEvent.tab();
    await userEvent.tab();
    expect(orders).toHaveFocus();
    expect(legend).not.toHaveStyle({ width: '1px' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(figure.querySelector(point)).toBeNull());
    expect(requests.at(-1)?.option.legend).toEqual({ selected: { Orders: false } });
    expect(orders).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(figure.querySelector(point)).not.toBeNull());
    expect(orders).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(legend).toHaveStyle({ width: '1px' });
  });

  it('has no legend toggles when the chart draws no legend', async () => {
    const { legend: _legend, ...bare } = option;
    renderWithProviders(<ServerChart option={bare} aria-label="Revenue" />);
    await drawnChart('Revenue');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws the chart in the page when the server cannot', async () => {
    server.use(
      http.post('/api/charts/svg', () =>
        HttpResponse.json(
          { errors: { option: ['ECharts cannot draw this option'] } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<ServerChart option={option} aria-label="Revenue" />);
    const figure = await drawnChart('Revenue');
    // ECharts in the page draws into a canvas-sized container of its own.
    expect(figure.querySelector('[_echarts_instance_]')).not.toBeNull();
  });
});
