import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { ThemedChart, type ChartOption } from './themed-chart';

const option: ChartOption = {
  xAxis: { type: 'category', data: ['Jan', 'Feb', 'Mar'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: 'Revenue', data: [120, 200, 150] }],
};

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
    const figure = screen.getByRole('img', { name: 'Revenue per month' });
    expect(figure).toHaveStyle({ height: '240px' });
    await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
    expect(await labelFill(figure, 'Feb')).toBeTruthy();
  });

  it.each([
    ['light', '#495057'],
    ['dark', '#c9c9c9'],
  ] as const)('colours labels for the %s scheme', async (theme, fill) => {
    renderWithProviders(<ThemedChart option={option} aria-label="Revenue" />, {
      preferences: { theme },
    });
    const label = await labelFill(screen.getByRole('img', { name: 'Revenue' }), 'Feb');
    expect(label?.toLowerCase()).toBe(fill);
  });
});
