import bidiFactory from 'bidi-js';
import type { PDFFont } from 'pdf-lib';

/*
 * A line of text as pdf-lib draws it: cut into runs of one font and one direction, each placed
 * where the Unicode Bidirectional Algorithm (bidi-js) puts it. fontkit shapes each run (Arabic
 * joining forms and ligatures) when pdf-lib encodes it, and lays out right to left a run whose
 * first letter is of a right-to-left script; this file hands it each run so that it comes out
 * in visual order.
 */

const bidi = bidiFactory();

/** The paragraph direction of a text; `auto` takes it from its first strong letter. */
export type BaseDirection = 'ltr' | 'rtl' | 'auto';

/** An embedded font and the characters it can draw. */
export interface PdfFace {
  font: PDFFont;
  hasGlyph: (codePoint: number) => boolean;
}

/** One run: the string to hand pdf-lib, its font, its left edge from the line's and width. */
export interface TextRun {
  text: string;
  font: PDFFont;
  x: number;
  width: number;
}

/** A shaped line: its runs in reading (logical) order, so text extraction reads them so. */
export interface ShapedText {
  runs: TextRun[];
  width: number;
}

// Directional marks (Intl puts RLM and ALM in Arabic dates and amounts) steer the algorithm
// but have no glyph.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const NEUTRAL = /[\p{Zs}\p{P}\p{S}]/u;
const SPACE = /\p{Zs}/u;
const HAS_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether fontkit lays `text` out right to left: it goes by its first letter with a script. */
const fontkitRtl = (text: string) => RTL_SCRIPT.test(HAS_SCRIPT.exec(text)?.[0] ?? '');

const reverse = (text: string) => Array.from(text).reverse().join('');

interface Piece {
  text: string;
  face: PdfFace;
  level: number;
}

/**
 * Each character goes to the first face that has it; spaces and punctuation stay in the face
 * of the character before them when it has them, so a phrase stays one run. A space no face
 * has (the narrow no-break space of French numbers) becomes a plain space.
 */
function pieces(text: string, faces: readonly PdfFace[], base: BaseDirection): Piece[] {
  const { levels } = bidi.getEmbeddingLevels(text, base === 'auto' ? undefined : base);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const out: Piece[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    let shown = mirrored.get(index) ?? char;
    index += char.length;
    if (BIDI_CONTROLS.test(char)) continue;
    const codePoint = shown.codePointAt(0) ?? 0;
    const previous = out.at(-1);
    let face =
      previous && NEUTRAL.test(shown) && previous.face.hasGlyph(codePoint)
        ? previous.face
        : faces.find((each) => each.hasGlyph(codePoint));
    if (!face && SPACE.test(shown)) {
      shown = ' ';
      face = previous?.face ?? faces[0];
    }
    face ??= faces[0];
    if (!face) throw new Error('No font to draw text with');
    if (previous && previous.face === face && previous.level === level) previous.text += shown;
    else out.push({ text: shown, face, level });
  }
  return out;
}

/** Piece indices in visual order (rule L2: reverse runs from the highest level down). */
function visualOrder(list: readonly Piece[]): number[] {
  const order = list.map((_, index) => index);
  const levels = list.map((piece) => piece.level);
  const highest = Math.max(0, ...levels);
  const lowest = Math.min(highest, ...levels);
  const lowestOdd = lowest % 2 === 1 ? lowest : lowest + 1;
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < order.length) {
      if ((list[order[start] ?? 0]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < order.length && (list[order[end + 1] ?? 0]?.level ?? 0) >= level) end += 1;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return order;
}

/** `text` cut into runs placed from the line's left edge, in `size` points. */
export function shapeText(
  text: string,
  faces: readonly PdfFace[],
  size: number,
  base: BaseDirection,
): ShapedText {
  const list = pieces(text.normalize('NFC'), faces, base);
  const runs = list.map((piece): TextRun => {
    // fontkit reverses a run it judges right to left; hand it each run so that its result is
    // the visual order the algorithm chose (Arabic-Indic digits read left to right, a run of
    // punctuation between Arabic words right to left).
    const rtl = piece.level % 2 === 1;
    const drawn = rtl === fontkitRtl(piece.text) ? piece.text : reverse(piece.text);
    return {
      text: drawn,
      font: piece.face.font,
      x: 0,
      width: piece.face.font.widthOfTextAtSize(drawn, size),
    };
  });
  let x = 0;
  for (const index of visualOrder(list)) {
    const run = runs[index];
    if (!run) continue;
    run.x = x;
    x += run.width;
  }
  return { runs, width: x };
}

/**
 * `text` as an isolate (FSI .. PDI) with its own direction, as `<bdi>` on screen: "#5001" after
 * an Arabic word stays "#5001" (the Arabic letters would make its digits Arabic numbers and
 * put "#" at their right).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The direction of a paragraph by its first strong letter, as `dir="auto"` on screen. */
export function paragraphDirection(text: string): 'ltr' | 'rtl' {
  const level = bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0;
  return level % 2 === 1 ? 'rtl' : 'ltr';
}

/** Width of `text` in points. */
export const textWidth = (
  text: string,
  faces: readonly PdfFace[],
  size: number,
  base: BaseDirection = 'auto',
) => shapeText(text, faces, size, base).width;

/** `text` cut at its logical end, with an ellipsis, so that it fits in `maxWidth`. */
export function fitText(
  text: string,
  faces: readonly PdfFace[],
  size: number,
  maxWidth: number,
  base: BaseDirection = 'auto',
): string {
  if (textWidth(text, faces, size, base) <= maxWidth) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, middle).join('').trimEnd()}…`;
    if (textWidth(candidate, faces, size, base) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

/** Words of `text` wrapped into lines no wider than `maxWidth` (a word too long is cut). */
export function wrapText(
  text: string,
  faces: readonly PdfFace[],
  size: number,
  maxWidth: number,
  base: BaseDirection = 'auto',
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || textWidth(candidate, faces, size, base) <= maxWidth) {
        line = fitText(candidate, faces, size, maxWidth, base);
      } else {
        lines.push(line);
        line = fitText(word, faces, size, maxWidth, base);
      }
    }
    lines.push(line);
  }
  return lines;
}
