import { use } from 'echarts/core';

type Extension = Parameters<typeof use>[0];
type Loader = () => Promise<{ default: Extension }>;

/**
 * The series types and the heavier components, each in its own chunk: a page fetches the ECharts
 * code of the charts it draws (the CRM dashboard: bar, line and pie), not of every chart the
 * portal has. The core, the SVG renderer, grid, tooltip, legend, title, dataset and aria are
 * always registered (echarts-chart). Names come from `extensionsOf` (chart-extensions).
 */
const LOADERS: Record<string, Loader> = {
  line: () => import('./extensions/line'),
  bar: () => import('./extensions/bar'),
  pie: () => import('./extensions/pie'),
  radar: () => import('./extensions/radar'),
  gauge: () => import('./extensions/gauge'),
  scatter: () => import('./extensions/scatter'),
  candlestick: () => import('./extensions/candlestick'),
  heatmap: () => import('./extensions/heatmap'),
  polar: () => import('./extensions/polar'),
  angleAxis: () => import('./extensions/polar'),
  radiusAxis: () => import('./extensions/polar'),
  visualMap: () => import('./extensions/visual-map'),
};

/** Fetches and registers the extensions `names`; names ECharts does not need here are skipped. */
export async function loadExtensions(names: string[]): Promise<void> {
  const loaders = names.flatMap((name) => LOADERS[name] ?? []);
  const modules = await Promise.all(loaders.map((load) => load()));
  use(modules.flatMap((m) => m.default));
}
