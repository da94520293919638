import arabicBold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff';
import arabicRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff';
import interExtBold from '@fontsource/inter/files/inter-latin-ext-700-normal.woff';
import interExtRegular from '@fontsource/inter/files/inter-latin-ext-400-normal.woff';
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff';

/*
 * The faces a PDF embeds: the portal's Inter, and IBM Plex Sans Arabic for Arabic. Each is one
 * @fontsource subset file per weight, imported as an asset URL: the files are fetched only when
 * a PDF is written, and the build already ships them for the CSS.
 *
 * WOFF, not WOFF2: @pdf-lib/fontkit reads both, but its subsetter fails on WOFF2's transformed
 * glyph table ("Index out of range"), and a PDF embeds a subset.
 * IBM Plex Sans Arabic, not Noto Sans Arabic: Noto draws dotted letters as a dotless base plus
 * dot marks placed by GPOS, which pdf-lib does not apply (it places glyphs by advance only), so
 * the dots landed in the wrong place; Plex shapes to whole glyphs.
 */

export type PdfWeight = 'regular' | 'bold';

export interface PdfFaceSource {
  /** For error messages. */
  name: string;
  /** URL of the file of each weight. */
  files: Record<PdfWeight, string>;
  /** The characters the file holds: its subset's `unicode-range` in @fontsource's CSS (BMP part). */
  unicodeRange: string;
}

/** In fallback order: a character is drawn in the first face that has it. */
export const PDF_FACES: readonly PdfFaceSource[] = [
  {
    name: 'Inter (latin)',
    files: { regular: interRegular, bold: interBold },
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    name: 'Inter (latin-ext)',
    files: { regular: interExtRegular, bold: interExtBold },
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    name: 'IBM Plex Sans Arabic (arabic)',
    files: { regular: arabicRegular, bold: arabicBold },
    unicodeRange:
      'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
  },
];

/** "U+0600-06FF,U+204F" -> a test of a code point. */
export function unicodeRangeTest(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [start = '0', end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start, 16), parseInt(end, 16)] as const;
  });
  return (codePoint) => spans.some(([start, end]) => codePoint >= start && codePoint <= end);
}

/**
 * The faces `text` needs: the first always (digits, spaces, punctuation), the others when a
 * character of `text` falls in their range and in no earlier face's.
 */
export function facesFor(text: string): PdfFaceSource[] {
  const tests = PDF_FACES.map((face) => unicodeRangeTest(face.unicodeRange));
  const needed = new Set<number>([0]);
  for (const char of new Set(text)) {
    const codePoint = char.codePointAt(0) ?? 0;
    const index = tests.findIndex((covers) => covers(codePoint));
    if (index > 0) needed.add(index);
  }
  return PDF_FACES.filter((_, index) => needed.has(index));
}

/** Reads a font file; the browser fetches it from the remote's own origin. */
export type FontFileLoader = (url: string) => Promise<ArrayBuffer | Uint8Array>;

export const fetchFontFile: FontFileLoader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
};
