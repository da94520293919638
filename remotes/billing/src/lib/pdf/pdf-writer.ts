/**
 * A small PDF 1.4 writer: A4 pages, the standard Helvetica and Helvetica-Bold fonts in
 * WinAnsi encoding (no embedding), text, lines and filled rectangles. Coordinates are PDF
 * points from the top-left corner (y grows downwards), converted on write.
 */

export type PdfFont = 'regular' | 'bold';
export type PdfAlign = 'left' | 'right' | 'center';

export const A4 = { width: 595.28, height: 841.89 } as const;

/* Helvetica and Helvetica-Bold advance widths (1/1000 em) of ASCII 32..126, from the AFMs. */
// prettier-ignore
const REGULAR_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// prettier-ignore
const BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Width used for the Latin-1 / WinAnsi characters above ASCII (close enough for layout). */
const DEFAULT_WIDTH = 556;

/** The WinAnsi (cp1252) bytes 0x80..0x9F that differ from Latin-1. */
const CP1252_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/**
 * Text -> WinAnsi byte string (one char per byte). Narrow and non-breaking spaces become
 * spaces; anything WinAnsi cannot show becomes '?'.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '\u202f' || char === '\u2009' || char === '\u00a0') out += ' ';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (CP1252_EXTRAS[char] !== undefined) out += String.fromCharCode(CP1252_EXTRAS[char]);
    else out += '?';
  }
  return out;
}

/** Width in points of `text` in `font` at `size`. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const widths = font === 'bold' ? BOLD_WIDTHS : REGULAR_WIDTHS;
  let units = 0;
  for (const char of toWinAnsi(text)) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (widths[code - 32] ?? DEFAULT_WIDTH) : DEFAULT_WIDTH;
  }
  return (units * size) / 1000;
}

/** `text` cut (with an ellipsis) so it fits in `maxWidth`. */
export function fitText(text: string, font: PdfFont, size: number, maxWidth: number): string {
  if (textWidth(text, font, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 0 && textWidth(`${cut}…`, font, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Words of `text` wrapped into lines no wider than `maxWidth`. */
export function wrapText(text: string, font: PdfFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= maxWidth || !line) {
        line = fitText(candidate, font, size, maxWidth);
      } else {
        lines.push(line);
        line = fitText(word, font, size, maxWidth);
      }
    }
    lines.push(line);
  }
  return lines;
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
const num = (value: number) => (Math.round(value * 100) / 100).toString();

export interface TextOptions {
  /** Default 'regular'. */
  font?: PdfFont;
  /** Points; default 10. */
  size?: number;
  /** `x` is the left edge, the right edge or the centre; default 'left'. */
  align?: PdfAlign;
  /** Grey level 0 (black) .. 1 (white); default 0. */
  gray?: number;
}

/** One page: a list of content-stream operators. */
class PdfPage {
  readonly ops: string[] = [];
  constructor(readonly height: number) {}

  text(x: number, y: number, text: string, options: TextOptions = {}): void {
    const { font = 'regular', size = 10, align = 'left', gray = 0 } = options;
    const width = textWidth(text, font, size);
    const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
    this.ops.push(
      `BT ${num(gray)} g /${font === 'bold' ? 'F2' : 'F1'} ${num(size)} Tf ${num(left)} ${num(
        this.height - y,
      )} Td (${escapeText(toWinAnsi(text))}) Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, gray = 0): void {
    this.ops.push(
      `${num(gray)} G ${num(width)} w ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(
        this.height - y2,
      )} l S`,
    );
  }

  rect(x: number, y: number, width: number, height: number, gray = 0.93): void {
    this.ops.push(
      `${num(gray)} g ${num(x)} ${num(this.height - y - height)} ${num(width)} ${num(height)} re f`,
    );
  }
}

export type { PdfPage };

/** A PDF being built. Add pages, draw on them, then `toBytes()` / `toBlob()`. */
export class PdfDocument {
  readonly pages: PdfPage[] = [];
  constructor(
    readonly width: number = A4.width,
    readonly height: number = A4.height,
  ) {}

  addPage(): PdfPage {
    const page = new PdfPage(this.height);
    this.pages.push(page);
    return page;
  }

  /** The file as a byte string (every char is one byte). */
  toBinaryString(): string {
    const objects: string[] = [];
    const pageCount = Math.max(1, this.pages.length);
    const pages = this.pages.length > 0 ? this.pages : [new PdfPage(this.height)];
    // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, then a page and its content per page.
    const pageIds = pages.map((_, index) => 5 + index * 2);
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    );
    for (const base of ['Helvetica', 'Helvetica-Bold']) {
      objects.push(
        `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`,
      );
    }
    pages.forEach((page, index) => {
      const contentId = 6 + index * 2;
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(this.width)} ${num(this.height)}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      );
      const stream = page.ops.join('\n');
      objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    });

    let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(out.length);
      out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xrefOffset = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
    return out;
  }

  toBytes(): Uint8Array<ArrayBuffer> {
    const text = this.toBinaryString();
    const bytes = new Uint8Array(text.length);
    for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
    return bytes;
  }

  toBlob(): Blob {
    return new Blob([this.toBytes()], { type: 'application/pdf' });
  }
}
