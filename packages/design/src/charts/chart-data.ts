import { isPlain, type Plain } from '@portal/contract/charts';
import type { ChartOption } from './chart-types';

/** What the kit's tooltip says about one item of a chart drawn by the server. */
export interface ChartItem {
  /** The category (x or y axis) or the slice's name; '' when there is none. */
  name: string;
  /** The series' name; '' when it has none. */
  series: string;
  /** The value as data: a number, or several (scatter, candlestick). */
  value: number | string | (number | string)[];
  /** The colour of the item's marker. */
  color: string;
}

const seriesOf = (option: ChartOption): Plain[] =>
  (option.series === undefined ? [] : [option.series].flat()).filter(isPlain);

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The category axis's label `index` (the first x axis of type category, else the first y axis). */
function categoryAt(option: ChartOption, index: number): string {
  for (const axes of [option.xAxis, option.yAxis]) {
    const axis = [axes ?? []].flat().find((a) => isPlain(a) && a.type === 'category');
    if (isPlain(axis) && Array.isArray(axis.data)) {
      const label: unknown = axis.data[index];
      return isPlain(label) ? text(label.value) : text(label);
    }
  }
  return '';
}

/**
 * The item under the pointer, read from the chart's own option: `hydrate` tells the series and
 * data index of the shape; the name, value and colour come from the data the page already has.
 */
export function chartItem(
  option: ChartOption,
  palette: string[],
  seriesIndex: number,
  dataIndex: number,
): ChartItem | null {
  const series = seriesOf(option)[seriesIndex];
  const data: unknown = Array.isArray(series?.data) ? series.data[dataIndex] : undefined;
  if (!series || data === undefined || data === null) return null;
  const item = isPlain(data) ? data : { value: data };
  const byItem = series.type === 'pie';
  const own = (style: unknown) => (isPlain(style) ? text(style.color) : '');
  const colors = Array.isArray(option.color) ? (option.color as string[]) : palette;
  const fallback = colors[(byItem ? dataIndex : seriesIndex) % colors.length] ?? '';
  const value = item.value as ChartItem['value'] | undefined;
  return {
    name: text(item.name) || (byItem ? '' : categoryAt(option, dataIndex)),
    series: text(series.name),
    value: value ?? '',
    color: own(item.itemStyle) || own(series.itemStyle) || fallback,
  };
}

/**
 * The legend entry `hydrate` reports: a slice's name for a pie (each slice is an entry), else the
 * series' name.
 */
export function legendName(option: ChartOption, seriesIndex: number, dataIndex: number): string {
  const series = seriesOf(option)[seriesIndex];
  if (!series) return '';
  if (series.type === 'pie' && Array.isArray(series.data)) {
    const slice: unknown = series.data[dataIndex];
    return isPlain(slice) ? text(slice.name) : '';
  }
  return text(series.name);
}

/** `option` with the legend entries `hidden` turned off (`legend.selected`), as a click leaves it. */
export function withHidden(option: ChartOption, hidden: readonly string[]): ChartOption {
  if (hidden.length === 0 || option.legend === undefined) return option;
  const off = Object.fromEntries(hidden.map((name) => [name, false]));
  const legend = [option.legend]
    .flat()
    .map((l) =>
      isPlain(l) ? { ...l, selected: { ...(isPlain(l.selected) ? l.selected : {}), ...off } } : l,
    );
  return { ...option, legend: Array.isArray(option.legend) ? legend : legend[0] } as ChartOption;
}

/**
 * The entries of the chart's legend, in order, as `legendName` reports them: the legend's own
 * `data` when it lists them, else each pie's slices and each other series' name. None when the
 * chart draws no legend.
 */
export function legendEntries(option: ChartOption): string[] {
  const legend: unknown = [option.legend ?? []].flat()[0];
  if (!isPlain(legend) || legend.show === false) return [];
  const names = Array.isArray(legend.data)
    ? legend.data.map((entry: unknown) => (isPlain(entry) ? text(entry.name) : text(entry)))
    : seriesOf(option).flatMap((series) =>
        series.type === 'pie' && Array.isArray(series.data)
          ? series.data.map((slice: unknown) => (isPlain(slice) ? text(slice.name) : ''))
          : [text(series.name)],
      );
  return [...new Set(names.filter((name) => name !== ''))];
}
