import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartSvgSchema, type ChartSvgRequest } from '@portal/contract';
import { call, signIn, useTestApp } from '../testing';

useTestApp();

let token = '';
beforeEach(async () => {
  token = await signIn();
});
afterEach(() => vi.restoreAllMocks());

const colors = {
  palette: ['#1c7ed6', '#12b886'],
  text: '#495057',
  axis: '#ced4da',
  split: '#e9ecef',
  tooltip: '#ffffff',
  fontFamily: 'Inter, sans-serif',
};

const revenue: ChartSvgRequest = {
  width: 500,
  height: 260,
  colors,
  rtl: false,
  label: 'Revenue per month',
  option: {
    tooltip: { trigger: 'axis' },
    legend: {},
    xAxis: { type: 'category', data: ['Jan', 'Feb', 'Mar'] },
    yAxis: { type: 'value' },
    series: [
      { type: 'bar', name: 'Revenue', data: [120, 200, 150] },
      { type: 'line', name: 'Orders', data: [3, 4, 5] },
    ],
  },
};

async function draw(request: unknown) {
  const { status, body } = await call('/api/charts/svg', { method: 'POST', token, json: request });
  expect(status).toBe(200);
  return chartSvgSchema.parse(body).svg;
}

/** The x position of the text element that reads `label`. */
function textX(svg: string, label: string): number {
  const match = new RegExp(`translate\\(([\\d.]+) [\\d.]+\\)[^>]*>${label}</text>`).exec(svg);
  if (!match?.[1]) throw new Error(`no text ${label}`);
  return Number(match[1]);
}

describe('POST /api/charts/svg', () => {
  it('draws the option as SVG with hydration marks, in the caller’s colours', async () => {
    const svg = await draw(revenue);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="500" height="260"');
    // Each bar and point is marked with its series and data index; legend entries too.
    for (const dataIndex of [0, 1, 2]) {
      expect(svg).toMatch(
        new RegExp(
          `fill="#1c7ed6" ecmeta_series_index="0" ecmeta_data_index="${dataIndex}" ecmeta_ssr_type="chart"`,
        ),
      );
    }
    expect(svg).toContain('stroke="#12b886" stroke-width');
    expect(svg).toMatch(/ecmeta_series_index="1" ecmeta_data_index="1" ecmeta_ssr_type="legend"/);
    // Labels in the scheme's text colour and font.
    expect(svg).toMatch(/font-family:Inter, sans-serif;[^>]*fill="#495057">Jan<\/text>/);
  });

  it('runs the x axis right to left for a right-to-left page', async () => {
    const ltr = await draw(revenue);
    expect(textX(ltr, 'Jan')).toBeLessThan(textX(ltr, 'Mar'));
    const rtl = await draw({ ...revenue, rtl: true });
    expect(textX(rtl, 'Jan')).toBeGreaterThan(textX(rtl, 'Mar'));
    // The value axis sits on the right: its labels (0 … 250) right of the last category.
    expect(textX(rtl, '0')).toBeGreaterThan(textX(rtl, 'Jan'));
  });

  it('writes the value axis in the page’s number format', async () => {
    const big = {
      ...revenue,
      option: { ...revenue.option, series: [{ type: 'bar', name: 'Revenue', data: [1200, 1800] }] },
    };
    expect(await draw(big)).toContain('>1,800</text>'); // ECharts' own: English
    expect(await draw({ ...big, locale: 'fr-u-nu-latn' })).toContain('>1\u202f800</text>');
    expect(await draw({ ...big, locale: 'ar-u-nu-arab' })).toContain('>١٬٨٠٠</text>');
    // The categories are the option's own words.
    expect(await draw({ ...big, locale: 'fr-u-nu-latn' })).toContain('>Jan</text>');
  });

  /** The rows of a 340 px wide Arabic donut's legend (each entry's row: its text's y). */
  async function arabicLegendRows(textWidths?: Record<string, number>) {
    const names = [
      'وحدة التحكم لا تستجيب',
      'تسرب الزيت',
      'مشكلات الوقود',
      'درجة الحرارة غير مثالية',
    ];
    const svg = await draw({
      ...revenue,
      width: 340,
      rtl: true,
      ...(textWidths ? { textWidths } : {}),
      option: {
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['40%', '65%'],
            center: ['50%', '42%'],
            label: { show: false },
            data: names.map((name, index) => ({ name, value: index + 3 })),
          },
        ],
      },
    });
    const rows = names.map(
      (name) => new RegExp(`translate\\([\\d.]+ ([\\d.]+)\\)[^>]*>${name}<`).exec(svg)?.[1],
    );
    expect(rows).not.toContain(undefined);
    return { names, rows: new Set(rows) };
  }

  it('measures Arabic text by its own width: a legend takes the rows it needs', async () => {
    // ECharts' own estimate (a full em per letter) wrapped them onto three rows, over the donut.
    expect((await arabicLegendRows()).rows.size).toBe(2);
  });

  it('sizes a text by the width the page measured for it', async () => {
    const { names } = await arabicLegendRows();
    // As wide as the page says (14 em: 168 px each): one entry a row.
    const measured = Object.fromEntries(names.map((name) => [name, 14]));
    expect((await arabicLegendRows(measured)).rows.size).toBe(4);
    // The next chart without measures is estimated again.
    expect((await arabicLegendRows()).rows.size).toBe(2);
  });

  it('leaves out a series the legend turned off', async () => {
    const svg = await draw({
      ...revenue,
      option: { ...revenue.option, legend: { selected: { Orders: false } } },
    });
    expect(svg).toContain('ecmeta_series_index="0" ecmeta_data_index="0" ecmeta_ssr_type="chart"');
    expect(svg).not.toContain(
      'ecmeta_series_index="1" ecmeta_data_index="0" ecmeta_ssr_type="chart"',
    );
  });

  it('writes text from the data as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const svg = await draw({
      ...revenue,
      option: {
        ...revenue.option,
        xAxis: { type: 'category', data: [hostile, '"><script>alert(1)</script>', 'C'] },
        series: [{ type: 'bar', name: hostile, data: [1, 2, 3] }],
      },
    });
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('names its styles and clip paths after the drawing, not after counters of the process', async () => {
    const first = await draw(revenue);
    const again = await draw(revenue);
    expect(again).toBe(first);
    expect(first).not.toMatch(/zr\d+-/);
    expect(first).toMatch(/clip-path="url\(#ec[0-9a-f]{10}-\d+\)"/);
    const other = await draw({ ...revenue, width: 480 });
    const prefix = (svg: string) => /class="(ec[0-9a-f]{10})-/.exec(svg)?.[1];
    expect(prefix(first)).toBeDefined();
    expect(prefix(other)).not.toBe(prefix(first));
  });

  it('draws a chart asked again only once', async () => {
    const echarts = createRequire(import.meta.url)('echarts') as { init: () => unknown };
    const init = vi.spyOn(echarts, 'init');
    const request = { ...revenue, width: 777 };
    const first = await draw(request);
    expect(await draw(request)).toBe(first);
    expect(init).toHaveBeenCalledTimes(1);
    await draw({ ...request, rtl: true });
    expect(init).toHaveBeenCalledTimes(2);
  });

  it('answers 400 on the series for a type the server does not draw', async () => {
    const { status, body } = await call('/api/charts/svg', {
      method: 'POST',
      token,
      json: { ...revenue, option: { series: [{ type: 'sunburst-of-doom', data: [1] }] } },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        'option.series.0.type': [
          'Must be one of: line, bar, pie, radar, gauge, scatter, candlestick, heatmap',
        ],
      },
    });
  });

  it('answers 400 with field errors for a request it cannot draw', async () => {
    const { status, body } = await call('/api/charts/svg', {
      method: 'POST',
      token,
      json: {
        ...revenue,
        width: 10,
        option: 'bars',
        colors: { ...colors, text: '"><script>' },
        locale: 'en-12',
        textWidths: { مدير: -2 },
      },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        width: ['Must be at least 40'],
        option: ['Expected object'],
        'colors.text': ['Must be a CSS colour'],
        locale: ['Expected a language tag, such as fr-u-nu-latn'],
        'textWidths.مدير': ['Must be at least 0'],
      },
    });
  });

  it('asks for a session', async () => {
    const { status } = await call('/api/charts/svg', { method: 'POST', json: revenue });
    expect(status).toBe(401);
  });
});
