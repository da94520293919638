import type { PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  fitText,
  isolate,
  paragraphDirection,
  shapeText,
  wrapText,
  type PdfFace,
} from './pdf-text';

/** A font stub: every character 1 em wide. */
const font = (name: string) =>
  ({
    name,
    widthOfTextAtSize: (text: string, size: number) => Array.from(text).length * size,
  }) as unknown as PDFFont;
const latin: PdfFace = { font: font('latin'), hasGlyph: (codePoint) => codePoint < 0x0600 };
const arabic: PdfFace = {
  font: font('arabic'),
  hasGlyph: (codePoint) => codePoint === 0x20 || (codePoint >= 0x0600 && codePoint <= 0x06ff),
};
const faces = [latin, arabic];

/** Runs as [what pdf-lib is handed, font, left edge], in reading order. */
const runs = (text: string, base: 'ltr' | 'rtl' | 'auto') =>
  shapeText(text, faces, 10, base).runs.map((run) => [run.text, run.font.name, run.x]);

describe('shapeText', () => {
  it('keeps a left-to-right line in one run of its font', () => {
    expect(runs('Invoice #5001', 'ltr')).toEqual([['Invoice #5001', 'latin', 0]]);
  });

  it('places an Arabic label right of its isolated number, a space kept in the Arabic run', () => {
    // fontkit lays out the Arabic run right to left itself: it gets it in reading order.
    expect(runs(`فاتورة ${isolate('#5001')}`, 'rtl')).toEqual([
      ['فاتورة ', 'arabic', 50],
      ['#5001', 'latin', 0],
    ]);
    // Not isolated, the digits after Arabic letters are Arabic numbers: "#" goes to their right.
    expect(runs('فاتورة #5001', 'rtl')).toEqual([
      ['فاتورة ', 'arabic', 50],
      ['#', 'latin', 40],
      ['5001', 'latin', 0],
    ]);
  });

  it('hands fontkit Arabic-Indic digits reversed, as it reverses any Arabic-script run', () => {
    expect(runs('رقم ١٢٣', 'rtl')).toEqual([
      ['رقم ', 'arabic', 30],
      ['٣٢١', 'arabic', 0],
    ]);
  });

  it('mirrors brackets between Arabic and Latin words and places each part', () => {
    expect(runs('مواقع (Business)', 'rtl')).toEqual([
      ['مواقع ', 'arabic', 100],
      [')', 'latin', 90],
      ['Business', 'latin', 10],
      ['(', 'latin', 0],
    ]);
  });

  it('reverses a run of punctuation that reads right to left', () => {
    expect(runs('أ ... ب', 'rtl').map(([text]) => text)).toEqual(['أ ', ' ...', 'ب']);
    expect(runs('أ .-( ب', 'rtl')[1]).toEqual([' )-.', 'latin', 10]);
  });

  it('drops directional marks and prints a space no font has as a plain space', () => {
    expect(runs('\u200f01\u200f/11', 'rtl').flatMap(([text]) => text)).toEqual(['01', '/', '11']);
    expect(runs('1\u202f234,50 €', 'ltr')).toEqual([['1 234,50 €', 'latin', 0]]);
  });

  it('takes the direction of a paragraph from its first strong letter', () => {
    expect(paragraphDirection('شكرا, thanks')).toBe('rtl');
    expect(paragraphDirection('123 thanks, شكرا')).toBe('ltr');
  });
});

describe('fitText and wrapText', () => {
  it('cuts at the logical end with an ellipsis', () => {
    expect(fitText('Web hosting', faces, 10, 60)).toBe('Web h…');
    expect(fitText('Web', faces, 10, 60)).toBe('Web');
    expect(fitText('استضافة مواقع', faces, 10, 60)).toBe('استضا…');
  });

  it('wraps words into lines no wider than the width', () => {
    expect(wrapText('Thank you for\nyour business', faces, 10, 90)).toEqual([
      'Thank you',
      'for',
      'your',
      'business',
    ]);
  });
});
