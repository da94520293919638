import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PageSizes, grayscale, type PDFPage } from 'pdf-lib';
import { facesFor, fetchFontFile, type FontFileLoader, type PdfWeight } from './pdf-fonts';
import { shapeText, type BaseDirection, type PdfFace } from './pdf-text';

export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] } as const;

/** Where `x` is: the start edge, the end edge or the centre of the text. */
export type PdfAlign = 'start' | 'end' | 'center';

export interface TextOptions {
  /** Default 'regular'. */
  weight?: PdfWeight;
  /** Points; default 10. */
  size?: number;
  /** Default 'start'. */
  align?: PdfAlign;
  /** Grey level 0 (black) .. 1 (white); default 0. */
  gray?: number;
  /** Paragraph direction of the text; default the page's. */
  dir?: BaseDirection;
}

/**
 * One page, drawn in the page's reading direction: `x` is measured from the start edge (the
 * left in LTR, the right in RTL) and `y` from the top, downwards. In RTL everything is mirrored
 * as the screen's document is: start-aligned text hugs the right edge, columns run leftwards.
 */
export class PdfPageWriter {
  constructor(
    readonly page: PDFPage,
    private readonly writer: PdfWriter,
  ) {}

  private physicalX(x: number) {
    return this.writer.direction === 'rtl' ? A4.width - x : x;
  }

  text(x: number, y: number, text: string, options: TextOptions = {}): void {
    const { weight = 'regular', size = 10, align = 'start', gray = 0 } = options;
    const shaped = shapeText(
      text,
      this.writer.faces(weight),
      size,
      options.dir ?? this.writer.direction,
    );
    const anchor = this.physicalX(x);
    const rtl = this.writer.direction === 'rtl';
    const left =
      align === 'center'
        ? anchor - shaped.width / 2
        : (align === 'start') !== rtl
          ? anchor
          : anchor - shaped.width;
    for (const run of shaped.runs) {
      this.page.drawText(run.text, {
        x: left + run.x,
        y: A4.height - y,
        size,
        font: run.font,
        color: grayscale(gray),
      });
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, gray = 0): void {
    this.page.drawLine({
      start: { x: this.physicalX(x1), y: A4.height - y1 },
      end: { x: this.physicalX(x2), y: A4.height - y2 },
      thickness: width,
      color: grayscale(gray),
    });
  }

  /** A filled rectangle from `x` (start edge) and `y` (top). */
  rect(x: number, y: number, width: number, height: number, gray = 0.93): void {
    const start = this.physicalX(x);
    this.page.drawRectangle({
      x: this.writer.direction === 'rtl' ? start - width : start,
      y: A4.height - y - height,
      width,
      height,
      color: grayscale(gray),
    });
  }
}

export interface PdfWriterOptions {
  /** The page's reading direction. */
  direction: 'ltr' | 'rtl';
  /** Every text the document will hold, to load the faces it needs (Arabic, Latin Extended). */
  texts: readonly string[];
  /** Reads a font file by URL; default `fetch`. */
  loadFont?: FontFileLoader;
}

/** An A4 PDF (pdf-lib) with the portal's fonts embedded as subsets. */
export class PdfWriter {
  readonly pages: PdfPageWriter[] = [];

  private constructor(
    readonly doc: PDFDocument,
    readonly direction: 'ltr' | 'rtl',
    private readonly byWeight: Record<PdfWeight, PdfFace[]>,
  ) {}

  static async create({ direction, texts, loadFont = fetchFontFile }: PdfWriterOptions) {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const sources = facesFor(texts.join('\n'));
    const embed = (weight: PdfWeight) =>
      Promise.all(
        sources.map(async (source): Promise<PdfFace> => {
          const bytes = new Uint8Array(await loadFont(source.files[weight]));
          const font = await doc.embedFont(bytes, { subset: true });
          const glyphs = fontkit.create(bytes);
          return { font, hasGlyph: (codePoint) => glyphs.hasGlyphForCodePoint(codePoint) };
        }),
      );
    const [regular, bold] = await Promise.all([embed('regular'), embed('bold')]);
    return new PdfWriter(doc, direction, { regular, bold });
  }

  faces(weight: PdfWeight): readonly PdfFace[] {
    return this.byWeight[weight];
  }

  addPage(): PdfPageWriter {
    const page = new PdfPageWriter(this.doc.addPage([A4.width, A4.height]), this);
    this.pages.push(page);
    return page;
  }

  async toBytes(): Promise<Uint8Array<ArrayBuffer>> {
    const bytes = await this.doc.save();
    return new Uint8Array(bytes);
  }
}
