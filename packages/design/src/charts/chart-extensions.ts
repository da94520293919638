import type { ChartOption } from './chart-types';

/** Components fetched on demand, by the option key that calls for them. */
const COMPONENT_KEYS = ['polar', 'angleAxis', 'radiusAxis', 'visualMap'] as const;

/**
 * Names of the ECharts extensions `option` needs beyond the always-registered ones (its series
 * types and the polar and visual-map components), sorted: the key of a chart's code
 * (load-extensions). No ECharts import here, so ThemedChart can call it before ECharts loads.
 */
export function extensionsOf(option: ChartOption): string[] {
  const names = new Set<string>();
  const series = option.series === undefined ? [] : [option.series].flat();
  for (const { type } of series) if (type) names.add(type);
  for (const key of COMPONENT_KEYS) if (option[key] !== undefined) names.add(key);
  return [...names].sort();
}
