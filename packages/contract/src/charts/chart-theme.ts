import type { ChartColors } from '../schemas/charts';

export type { ChartColors };

export interface ChartThemeContext {
  colors: ChartColors;
  /** Right-to-left page: the x axis runs right to left, the y axis and legend sit on the right. */
  rtl: boolean;
  /**
   * The page's language with its digits (`fr-u-nu-latn`, `ar-u-nu-arab`): value axes' labels and
   * the tooltip's values in its number format. Without it ECharts writes English ("1,800").
   */
  locale?: string;
}

/** An object of named values (a chart option or a part of one), not an array. */
export type Plain = Record<string, unknown>;

export const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge where `value` wins over `defaults` (the caller's option overrides the theme). */
function withDefaults(defaults: Plain, value: unknown): Plain {
  if (!isPlain(value)) return { ...defaults };
  const result: Plain = { ...defaults };
  for (const [key, v] of Object.entries(value)) {
    const d = result[key];
    result[key] = isPlain(d) && isPlain(v) ? withDefaults(d, v) : v;
  }
  return result;
}

/** Applies `fn` to a component given as an object or an array of objects. */
function each(value: unknown, fn: (item: Plain) => Plain): unknown {
  if (Array.isArray(value))
    return (value as unknown[]).map((item) => (isPlain(item) ? fn(item) : item));
  return isPlain(value) ? fn(value) : value;
}

const flip = (side: unknown) => (side === 'left' ? 'right' : side === 'right' ? 'left' : side);

/** Swaps left/right placement (legend, title) for right-to-left pages. */
function mirrorPlacement(item: Plain): Plain {
  const next = { ...item };
  const { left, right } = item;
  delete next.left;
  delete next.right;
  if (left !== undefined) next.right = flip(left);
  if (right !== undefined) next.left = flip(right);
  if (left === undefined && right === undefined) next.left = 'center';
  return next;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `value` in `locale`'s number format (a value that is not a number as it is). */
function numberIn(locale: string) {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  const numbers = format;
  // A category's name or an empty value stays as ECharts gave it.
  return (value: unknown) => (typeof value === 'number' ? numbers.format(value) : value);
}

const isValueAxis = (axis: Plain, byDefault: 'value' | 'category') => {
  const type = axis.type ?? byDefault;
  return type === 'value' || type === 'log';
};

/**
 * The caller's ECharts option with the portal look underneath: scheme colours for text, axes,
 * grid lines and tooltips, the palette, transparent background, axis labels that never overlap,
 * and right-to-left mirroring.
 * Anything the option sets itself is kept.
 */
export function applyChartTheme<T extends object>(
  option: T,
  { colors, rtl, locale }: ChartThemeContext,
): T {
  const { text, axis, split } = colors;
  const written = locale === undefined ? undefined : numberIn(locale);
  const axisDefaults = {
    axisLine: { lineStyle: { color: axis } },
    axisTick: { lineStyle: { color: axis } },
    // Labels that would overlap (long names, a phone's width, Arabic day names) are left out
    // rather than drawn over one another; the tooltip still names every point.
    axisLabel: { color: text, hideOverlap: true },
    splitLine: { lineStyle: { color: split } },
    nameTextStyle: { color: text },
  };
  // A value axis's labels in the page's number format, unless the option formats them itself.
  const valueAxisDefaults =
    written === undefined
      ? axisDefaults
      : { ...axisDefaults, axisLabel: { ...axisDefaults.axisLabel, formatter: written } };
  const axisFor = (item: Plain, byDefault: 'value' | 'category') =>
    withDefaults(isValueAxis(item, byDefault) ? valueAxisDefaults : axisDefaults, item);
  const given = option as Plain;
  const result: Plain = {
    ...given,
    color: given.color ?? colors.palette,
    backgroundColor: given.backgroundColor ?? 'transparent',
    textStyle: withDefaults({ color: text, fontFamily: colors.fontFamily }, given.textStyle),
  };
  if (given.title !== undefined)
    result.title = each(given.title, (t) => {
      const themed = withDefaults({ textStyle: { color: text }, subtextStyle: { color: axis } }, t);
      return rtl ? mirrorPlacement(themed) : themed;
    });
  if (given.legend !== undefined)
    result.legend = each(given.legend, (l) => {
      const themed = withDefaults({ textStyle: { color: text } }, l);
      return rtl ? { align: 'right', ...mirrorPlacement(themed) } : themed;
    });
  if (given.tooltip !== undefined)
    result.tooltip = each(given.tooltip, (t) =>
      withDefaults(
        {
          confine: true,
          backgroundColor: colors.tooltip,
          borderColor: axis,
          textStyle: { color: text },
          // The chart itself is drawn left to right (see EChartsChart); its HTML tooltip reads
          // in the page's direction.
          ...(rtl ? { extraCssText: 'direction: rtl; text-align: right;' } : {}),
          ...(written === undefined ? {} : { valueFormatter: written }),
        },
        t,
      ),
    );
  if (given.xAxis !== undefined)
    result.xAxis = each(given.xAxis, (x) => {
      const themed = axisFor(x, 'category');
      // Inverted, the axis runs right to left and takes its title ('end') to the left with it.
      return rtl ? { ...themed, inverse: themed.inverse !== true } : themed;
    });
  if (given.yAxis !== undefined) {
    // ECharts puts the first y axis of a grid on the left and the second on the right: spell
    // that out before mirroring, or both axes of a two-axis chart end up on the same side.
    const firstPerGrid = new Map<unknown, unknown>();
    result.yAxis = each(given.yAxis, (y) => {
      const grid = y.gridIndex ?? 0;
      const first = firstPerGrid.get(grid);
      const themed = axisFor(y, 'value');
      const ltrPosition =
        themed.position ?? (first === undefined ? 'left' : first === 'left' ? 'right' : 'left');
      if (first === undefined) firstPerGrid.set(grid, ltrPosition);
      const position = rtl ? flip(ltrPosition) : ltrPosition;
      // An axis title sits over the axis line: let it run towards the plot, not off the edge.
      const name =
        themed.name === undefined
          ? {}
          : {
              nameTextStyle: withDefaults(
                { align: position === 'right' ? 'right' : 'left' },
                themed.nameTextStyle,
              ),
            };
      return { ...themed, position, ...name };
    });
  }
  if (given.radar !== undefined)
    result.radar = each(given.radar, (r) =>
      withDefaults(
        {
          axisName: { color: text },
          axisLine: { lineStyle: { color: axis } },
          splitLine: { lineStyle: { color: split } },
          splitArea: { show: false },
        },
        r,
      ),
    );
  if (given.series !== undefined)
    result.series = each(given.series, (s) => {
      if (s.type === 'gauge')
        return withDefaults(
          {
            detail: { color: text },
            title: { color: text },
            axisLabel: { color: text },
          },
          s,
        );
      if (s.type === 'pie') return withDefaults({ label: { color: text } }, s);
      return s;
    });
  return result as T;
}
