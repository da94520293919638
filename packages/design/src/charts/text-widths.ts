import { MAX_MEASURED_TEXTS } from '@portal/contract';

/** Texts outside ASCII: the server estimates them (it has no fonts), so the page measures them. */
const OUTSIDE_ASCII = /[^\u0020-\u007e]/;
const MAX_TEXT_LENGTH = 300;

let context: CanvasRenderingContext2D | null | undefined;
/** Each text is measured once per font: widths in em, keyed by font and text (a few thousand). */
const measured = new Map<string, number>();
const MAX_KEPT = 5000;

function collect(value: unknown, texts: Set<string>, depth: number) {
  if (depth > 12 || texts.size >= MAX_MEASURED_TEXTS) return;
  if (typeof value === 'string') {
    // ECharts measures a text line by line.
    for (const line of value.split('\n'))
      if (line.length <= MAX_TEXT_LENGTH && OUTSIDE_ASCII.test(line)) texts.add(line);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, texts, depth + 1);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collect(item, texts, depth + 1);
  }
}

/**
 * The width in em of each text of `option` outside ASCII (an Arabic label, a French month), as
 * this browser draws it in `fontFamily`, for the server's layout of axes and legends: its own
 * estimate of Arabic cut the longest role label on the CRM dashboard. Undefined when the option
 * has no such text or the browser cannot measure (no canvas).
 */
export function textWidths(option: unknown, fontFamily: string) {
  const texts = new Set<string>();
  collect(option, texts, 0);
  if (texts.size === 0) return undefined;
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  context.font = `100px ${fontFamily}`;
  const widths: Record<string, number> = {};
  for (const text of texts) {
    const key = `${fontFamily}\n${text}`;
    let width = measured.get(key);
    if (width === undefined) {
      width = Math.round(context.measureText(text).width * 10) / 1000;
      if (measured.size >= MAX_KEPT) measured.clear();
      measured.set(key, width);
    }
    widths[text] = width;
  }
  return widths;
}
