import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
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

/** The chart named `name` once ECharts (loaded lazily) has drawn its SVG. */
async function drawnChart(name: string) {
  let figure: HTMLElement | undefined;
  await waitFor(
    () => {
      figure = screen.getByRole('img', { name });
      expect(figure.querySelector('svg')).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  return figure!;
}

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
});
