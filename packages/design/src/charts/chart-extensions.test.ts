import { extensionsOf } from './chart-extensions';

describe('extensionsOf', () => {
  it('names each series type once, sorted', () => {
    expect(
      extensionsOf({
        series: [
          { type: 'line', data: [1] },
          { type: 'bar', data: [2] },
          { type: 'line', data: [3] },
        ],
      }),
    ).toEqual(['bar', 'line']);
  });

  it('reads a single series object and the polar and visual-map components', () => {
    expect(
      extensionsOf({
        angleAxis: {},
        radiusAxis: {},
        visualMap: { min: 0, max: 1 },
        series: { type: 'heatmap', data: [] },
      }),
    ).toEqual(['angleAxis', 'heatmap', 'radiusAxis', 'visualMap']);
  });

  it('needs nothing beyond the base for an option without series', () => {
    expect(extensionsOf({ title: { text: 'Empty' } })).toEqual([]);
  });
});
