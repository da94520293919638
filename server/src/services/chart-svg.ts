import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ChartSvgRequest } from '@portal/contract';
import type * as EChartsModule from 'echarts';
import { applyChartTheme, type ChartColors } from '@portal/contract/charts';
import { fieldErrors } from '../http/errors';

type ECharts = typeof EChartsModule;

let echarts: ECharts | undefined;

/**
 * ECharts, loaded with the first chart: a server that draws no chart never pays for it. Its
 * one-file CommonJS build (every series type and component) loads in about 130 ms; the ES
 * modules, hundreds of files, take 550-850 ms.
 */
function loadECharts(): ECharts {
  if (!echarts) {
    echarts = createRequire(import.meta.url)('echarts') as ECharts;
    echarts.setPlatformAPI({ measureText });
  }
  return echarts;
}

/**
 * Widths of the printable ASCII characters in em, as ECharts estimates them without a canvas
 * (zrender's `DEFAULT_TEXT_WIDTH_MAP`: each character's code minus 20, in hundredths).
 */
const ASCII_WIDTHS =
  "007LLmW'55;N0500LLLLLLLLLL00NNNLzWW\\\\WQb\\0FWLg\\bWb\\WQ\\WrWWQ000CL5LLFLL0LL**F*gLLLL5F0LF\\FFF5.5N";

/** A character's width in em: ASCII from ECharts' table, other scripts by their usual glyph width. */
function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 32 && code < 127) return (ASCII_WIDTHS.charCodeAt(code - 32) - 20) / 100;
  // Arabic (with its presentation forms) and Hebrew: joined letters, narrower than Latin capitals.
  if ((code >= 0x0590 && code <= 0x06ff) || (code >= 0xfb1d && code <= 0xfeff)) return 0.5;
  // Accented Latin, Greek, Cyrillic: about a lower-case Latin letter.
  if (code < 0x0590) return 0.56;
  // CJK and everything else: a full em, as ECharts assumes.
  return 1;
}

/**
 * The widths the page measured for the chart being drawn (`textWidths`, in em), set while it is
 * drawn: ECharts asks `measureText` synchronously during `setOption` and `renderToSVGString`.
 */
let measuredWidths: Record<string, number> | undefined;

/**
 * zrender keeps every text's width per font for the life of the process: a text measured by one
 * page (or estimated for a request without measures) would be reused for another page's fonts.
 * With measures, the font list ends with a name of its own for these measures: after the generic
 * family, so no browser ever looks it up, and the same measures share it.
 */
function measuredFont(
  colors: ChartColors,
  widths: Record<string, number> | undefined,
): ChartColors {
  if (widths === undefined) return colors;
  const name = createHash('sha256').update(JSON.stringify(widths)).digest('hex').slice(0, 12);
  return { ...colors, fontFamily: `${colors.fontFamily}, measured-${name}` };
}

/**
 * Text widths for the layout (legend wrapping, labels that would overlap): the page's own
 * measure of the text when it sent one, else an estimate. ECharts' own estimate counts every
 * character outside ASCII as a full em, so an Arabic legend wrapped onto twice the rows it needs
 * and covered the chart; letters are estimated by their script instead.
 */
function measureText(text: string, font?: string): { width: number } {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font ?? '')?.[1] ?? 12);
  const measured = measuredWidths?.[text];
  if (measured !== undefined) return { width: measured * size };
  let em = 0;
  for (const char of text) em += charWidth(char);
  return { width: em * size };
}

/**
 * ECharts names an SVG's hover-style classes and clip paths after counters of the process
 * (`zr3-cls-1`, `zr3-c0`), and inline in a page both are the whole document's: two charts drawn
 * by different processes or at different times could share a name with other colours or shapes.
 * The names are numbered again in order of appearance under a hash of the drawing: the same
 * names for the same chart, distinct for any other.
 */
function withOwnNames(svg: string): string {
  const numbers = new Map<string, number>();
  const neutral = svg.replace(/\bzr\d+-[a-z]+-?\d+\b/g, (name) => {
    if (!numbers.has(name)) numbers.set(name, numbers.size);
    return `ec--${numbers.get(name)}`;
  });
  const hash = createHash('sha256').update(neutral).digest('hex').slice(0, 10);
  return neutral.replaceAll('ec--', `ec${hash}-`);
}

/**
 * The chart of `request` as an SVG string, drawn as the browser would draw it: the kit's option
 * with the caller's theme underneath and right-to-left mirroring (`applyChartTheme`), no
 * animation, and ECharts' hydration marks (`ssr: true`) for the page's tooltip and legend.
 * An option ECharts cannot draw is the caller's mistake: a 400 on `option`.
 */
/** How many drawings are kept (about 15 KB each): the same chart asked again is not drawn again. */
const KEPT_DRAWINGS = 200;
const drawings = new Map<string, string>();

/**
 * `request`'s chart as SVG: a drawing kept from an identical request (the same dashboard at the
 * same size, theme and language, as colleagues open it), else drawn now (15-30 ms for a year of
 * bars and a line). The least recently asked drawing goes first.
 */
export function chartSvg(request: ChartSvgRequest): string {
  const key = createHash('sha256').update(JSON.stringify(request)).digest('base64');
  let svg = drawings.get(key);
  if (svg === undefined) {
    svg = renderChartSvg(request);
    if (drawings.size >= KEPT_DRAWINGS) drawings.delete(drawings.keys().next().value ?? '');
  } else drawings.delete(key);
  drawings.set(key, svg);
  return svg;
}

function renderChartSvg({
  option,
  width,
  height,
  colors,
  rtl,
  locale,
  label,
  textWidths,
}: ChartSvgRequest): string {
  const chart = loadECharts().init(null, null, { renderer: 'svg', ssr: true, width, height });
  measuredWidths = textWidths;
  try {
    chart.setOption(
      applyChartTheme(
        { aria: { enabled: true, label: { description: label } }, ...option, animation: false },
        {
          colors: measuredFont(colors, textWidths),
          rtl,
          ...(locale === undefined ? {} : { locale }),
        },
      ),
    );
    return withOwnNames(chart.renderToSVGString());
  } catch (error) {
    throw fieldErrors({
      option: [`ECharts cannot draw this option: ${(error as Error).message}`],
    });
  } finally {
    measuredWidths = undefined;
    chart.dispose();
  }
}
