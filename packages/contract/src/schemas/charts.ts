// zod/mini: the kit parses the answer on every dashboard, which loads no classic zod.
import { z } from 'zod/mini';

/** Is `tag` a language tag this runtime formats numbers in (`fr`, `ar-u-nu-arab`)? */
function isNumberLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

/** A CSS colour as the kit computes it (`#1c7ed6`, `rgb(…)`, `transparent`): no markup. */
const colour = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[#\w\s(),.%-]+$/, 'Must be a CSS colour'),
  );

/** The colours of the caller's Mantine scheme, as `applyChartTheme` takes them. */
export const chartColorsSchema = z.object({
  /** Series colours, primary first. */
  palette: z.array(colour).check(z.minLength(1), z.maxLength(16)),
  /** Labels, legend and titles. */
  text: colour,
  /** Axis lines and ticks. */
  axis: colour,
  /** Grid (split) lines. */
  split: colour,
  /** Tooltip background. */
  tooltip: colour,
  fontFamily: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(200),
      z.regex(/^[\w\s,'"-]+$/, 'Must be a CSS font family list'),
    ),
});
export type ChartColors = z.infer<typeof chartColorsSchema>;

/** How many of a chart's texts the page measures for the server (`textWidths`). */
export const MAX_MEASURED_TEXTS = 500;

/** The series types the server draws (what the kit's `ChartOption` allows). */
export const CHART_SERIES_TYPES = [
  'line',
  'bar',
  'pie',
  'radar',
  'gauge',
  'scatter',
  'candlestick',
  'heatmap',
] as const;

const seriesSchema = z.looseObject({ type: z.enum(CHART_SERIES_TYPES) });

/**
 * `POST /api/charts/svg`: a chart drawn by the server. `option` is the ECharts option the kit
 * builds (series line, bar, pie, radar, gauge, scatter, candlestick, heatmap; JSON only, no
 * functions); the server puts the caller's theme under it (`applyChartTheme` with `colors` and
 * `rtl`) and renders it `width` x `height` px with ECharts' server-side SVG renderer.
 */
export const chartSvgRequestSchema = z.object({
  option: z.looseObject({
    // One series or several: read as a list, so an error names the series at fault.
    series: z.optional(
      z.pipe(
        z.transform((value: unknown) =>
          value === undefined || Array.isArray(value) ? value : [value],
        ),
        z.array(seriesSchema),
      ),
    ),
  }),
  width: z.int().check(z.minimum(40), z.maximum(4000)),
  height: z.int().check(z.minimum(40), z.maximum(2000)),
  colors: chartColorsSchema,
  rtl: z.boolean(),
  /** The page's language with its digits (`fr-u-nu-latn`): the axes' numbers in its format. */
  locale: z.optional(
    z
      .string()
      .check(
        z.maxLength(60),
        z.refine(isNumberLocale, { error: 'Expected a language tag, such as fr-u-nu-latn' }),
      ),
  ),
  /** The chart's accessible name (the SVG's description). */
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  /**
   * The width in em of each text of `option` outside ASCII, as the browser draws it in
   * `colors.fontFamily`: the server has no fonts, and its estimate of Arabic cut axis labels.
   */
  textWidths: z.optional(
    z
      .record(
        z.string().check(z.minLength(1), z.maxLength(300)),
        z.number().check(z.minimum(0), z.maximum(300)),
      )
      .check(
        z.refine((widths) => Object.keys(widths).length <= MAX_MEASURED_TEXTS, {
          error: `At most ${MAX_MEASURED_TEXTS} texts`,
        }),
      ),
  ),
});
export type ChartSvgRequest = z.infer<typeof chartSvgRequestSchema>;
/** The request as a page sends it (one series may stand alone). */
export type ChartSvgRequestBody = z.input<typeof chartSvgRequestSchema>;

/**
 * The answer: an `<svg>` element with ECharts' hydration marks (`ecmeta_series_index`,
 * `ecmeta_data_index`, `ecmeta_ssr_type` on series items and legend entries) for
 * `echarts/ssr/client`'s `hydrate`.
 */
export const chartSvgSchema = z.object({ svg: z.string() });
export type ChartSvg = z.infer<typeof chartSvgSchema>;
