import { readFile } from 'node:fs/promises';
import { http, HttpResponse } from 'msw';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FontFileLoader } from '../lib/pdf/pdf-fonts';

/** Vitest serves an imported asset as "/@fs/<absolute path>": that file. */
const fontPath = (url: string) =>
  decodeURIComponent(new URL(url, 'file://').pathname.replace(/^\/@fs/, ''));

/** Font loader for `invoicePdf` in unit tests: the @fontsource files from disk. */
export const readFontFile: FontFileLoader = (url) => readFile(fontPath(url));

/** MSW answer to the font files a PDF download fetches, for page tests. */
export const fontFiles = http.get(/\/@fs\/.+\.woff$/, async ({ request }) => {
  const bytes = await readFile(fontPath(request.url));
  return new HttpResponse(new Uint8Array(bytes), { headers: { 'Content-Type': 'font/woff' } });
});

/** `text` as `pdfText` gives it back: directional marks dropped, spaces collapsed. */
export const asExtracted = (text: string) =>
  text
    .replace(/[\u061C\u200E\u200F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A piece of text as pdf.js finds it: page (from 1), left edge, baseline and width in points. */
export interface PdfTextItem {
  page: number;
  str: string;
  x: number;
  y: number;
  width: number;
}

/** Every piece of text of a PDF, read by pdf.js (Firefox's reader), in the file's order. */
export async function pdfItems(data: Blob | Uint8Array): Promise<PdfTextItem[]> {
  const bytes = data instanceof Blob ? new Uint8Array(await data.arrayBuffer()) : data.slice();
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const items: PdfTextItem[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      items.push({ page, str: item.str, x, y, width: item.width });
    }
  }
  await pdf.destroy();
  return items;
}

/**
 * The text of a PDF as pdf.js extracts it: one entry per page, one string per line, top to
 * bottom; the pieces of a line in the file's order (the reading order), a space where two stand
 * apart, directional marks dropped and spaces collapsed.
 */
export async function pdfText(data: Blob | Uint8Array): Promise<string[][]> {
  const pages: Map<number, PdfTextItem[]>[] = [];
  for (const item of await pdfItems(data)) {
    const lines = (pages[item.page - 1] ??= new Map());
    const y = Math.round(item.y);
    lines.set(y, [...(lines.get(y) ?? []), item]);
  }
  return pages.map((lines) =>
    [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, parts]) =>
        asExtracted(
          parts
            .map((part, index) => {
              const before = parts[index - 1];
              if (!before) return part.str;
              // Apart either way: a right-to-left line is read leftwards.
              const gap = Math.max(
                part.x - (before.x + before.width),
                before.x - (part.x + part.width),
              );
              return gap > 1 ? ` ${part.str}` : part.str;
            })
            .join(''),
        ),
      ),
  );
}
