import type { EChartsCoreOption } from 'echarts/core';

/** Colours a chart takes from the active Mantine scheme. */
export interface ChartColors {
  /** Series colours, primary first. */
  palette: string[];
  /** Labels, legend and titles. */
  text: string;
  /** Axis lines and ticks. */
  axis: string;
  /** Grid (split) lines. */
  split: string;
  /** Tooltip background. */
  tooltip: string;
  fontFamily: string;
}

export interface ChartThemeContext {
  colors: ChartColors;
  /** Right-to-left page: the x axis runs right to left, the y axis and legend sit on the right. */
  rtl: boolean;
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
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

/**
 * The caller's ECharts option with the portal look underneath: scheme colours for text, axes,
 * grid lines and tooltips, the palette, transparent background, axis labels that never overlap,
 * and right-to-left mirroring.
 * Anything the option sets itself is kept.
 */
export function applyChartTheme<T extends EChartsCoreOption>(
  option: T,
  { colors, rtl }: ChartThemeContext,
): T {
  const { text, axis, split } = colors;
  const axisDefaults = {
    axisLine: { lineStyle: { color: axis } },
    axisTick: { lineStyle: { color: axis } },
    // Labels that would overlap (long names, a phone's width, Arabic day names) are left out
    // rather than drawn over one another; the tooltip still names every point.
    axisLabel: { color: text, hideOverlap: true },
    splitLine: { lineStyle: { color: split } },
    nameTextStyle: { color: text },
  };
  const result: Plain = {
    ...option,
    color: option.color ?? colors.palette,
    backgroundColor: option.backgroundColor ?? 'transparent',
    textStyle: withDefaults({ color: text, fontFamily: colors.fontFamily }, option.textStyle),
  };
  if (option.title !== undefined)
    result.title = each(option.title, (t) => {
      const themed = withDefaults({ textStyle: { color: text }, subtextStyle: { color: axis } }, t);
      return rtl ? mirrorPlacement(themed) : themed;
    });
  if (option.legend !== undefined)
    result.legend = each(option.legend, (l) => {
      const themed = withDefaults({ textStyle: { color: text } }, l);
      return rtl ? { align: 'right', ...mirrorPlacement(themed) } : themed;
    });
  if (option.tooltip !== undefined)
    result.tooltip = each(option.tooltip, (t) =>
      withDefaults(
        {
          confine: true,
          backgroundColor: colors.tooltip,
          borderColor: axis,
          textStyle: { color: text },
          // The chart itself is drawn left to right (see EChartsChart); its HTML tooltip reads
          // in the page's direction.
          ...(rtl ? { extraCssText: 'direction: rtl; text-align: right;' } : {}),
        },
        t,
      ),
    );
  if (option.xAxis !== undefined)
    result.xAxis = each(option.xAxis, (x) => {
      const themed = withDefaults(axisDefaults, x);
      // Inverted, the axis runs right to left and takes its title ('end') to the left with it.
      return rtl ? { ...themed, inverse: themed.inverse !== true } : themed;
    });
  if (option.yAxis !== undefined) {
    // ECharts puts the first y axis of a grid on the left and the second on the right: spell
    // that out before mirroring, or both axes of a two-axis chart end up on the same side.
    const firstPerGrid = new Map<unknown, unknown>();
    result.yAxis = each(option.yAxis, (y) => {
      const grid = y.gridIndex ?? 0;
      const first = firstPerGrid.get(grid);
      const themed = withDefaults(axisDefaults, y);
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
  if (option.radar !== undefined)
    result.radar = each(option.radar, (r) =>
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
  if (option.series !== undefined)
    result.series = each(option.series, (s) => {
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
