import type { LineItem } from '@portal/contract';
import { formatMoney, invoiceTotals, lineAmounts } from '@portal/contract/money';
import { partyLines, SELLER, type DocumentLabels, type DocumentModel } from './document-model';
import { A4, PdfWriter, type PdfPageWriter } from './pdf-document';
import type { FontFileLoader } from './pdf-fonts';
import { fitText, isolate, paragraphDirection, textWidth, wrapText } from './pdf-text';

export interface InvoicePdfOptions {
  /** Texts in the reader's language (`documentLabels`). */
  labels: DocumentLabels;
  /** The reader's language: dates, numbers and amounts are formatted in it, as on screen. */
  locale: string;
  /** 'rtl' lays the page out right to left (Arabic). */
  direction: 'ltr' | 'rtl';
  /** Reads a bundled font file; default `fetch`. */
  loadFont?: FontFileLoader;
}

const MARGIN = 48;
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - 60;
const ROW = 18;

/** Room between two table columns, and the most a number column may take. */
const COLUMN_GAP = 12;
const MAX_NUMBER_COLUMN = 110;

const formatDay = (iso: string, locale: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

/**
 * The document of `InvoiceDocument` as a PDF, in the reader's language and direction: seller and
 * title, client, dates, lines (on as many pages as they need, the table header repeated), totals
 * from the money module, payment details and notes, "Page x of y" at the foot of each page.
 * Loaded on demand: it brings pdf-lib, fontkit and bidi-js, and fetches the fonts.
 */
export async function invoicePdf(model: DocumentModel, options: InvoicePdfOptions): Promise<Blob> {
  const { bytes } = await buildInvoicePdf(model, options);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Same as `invoicePdf`: the bytes and the number of pages. */
export async function buildInvoicePdf(
  model: DocumentModel,
  { labels, locale, direction, loadFont }: InvoicePdfOptions,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; pageCount: number }> {
  const money = (minor: number) => formatMoney(minor, model.currency, locale);
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const number = (value: number) => numberFormat.format(value);
  const day = (iso: string) => formatDay(iso, locale);

  const pdf = await PdfWriter.create({
    direction,
    loadFont,
    texts: [
      JSON.stringify(model),
      ...Object.values(labels).filter((value): value is string => typeof value === 'string'),
      labels.taxAt(number(21)),
      labels.pageOf(1, 2),
      day(model.issuedDate),
      money(-123456),
    ],
  });
  pdf.doc.setTitle(`${model.title} ${model.number}`);
  pdf.doc.setLanguage(locale);
  pdf.doc.setAuthor(SELLER.name);

  const faces = (bold: boolean) => pdf.faces(bold ? 'bold' : 'regular');
  let page: PdfPageWriter = pdf.addPage();
  let y = MARGIN;

  // Seller (start) and document title (end).
  page.text(MARGIN, y + 14, SELLER.name, { weight: 'bold', size: 16, dir: 'auto' });
  page.text(RIGHT, y + 14, `${model.title} ${isolate(model.number)}`, {
    weight: 'bold',
    size: 16,
    align: 'end',
  });
  y += 32;
  for (const [line, dir] of [
    ...SELLER.addressLines.map((value) => [value, 'auto'] as const),
    [SELLER.email, 'ltr'] as const,
    [SELLER.phone, 'ltr'] as const,
  ]) {
    page.text(MARGIN, y, line, { size: 9, gray: 0.3, dir });
    y += 12;
  }
  let metaY = MARGIN + 32;
  const metaRows = [
    { label: labels.issuedDate, value: day(model.issuedDate) },
    { label: labels.dueDate, value: day(model.dueDate) },
    ...(model.meta ?? []),
  ];
  for (const row of metaRows) {
    page.text(RIGHT - 110, metaY, `${row.label}:`, { size: 9, gray: 0.3, align: 'end' });
    page.text(RIGHT, metaY, fitText(row.value, faces(true), 9, 105), {
      size: 9,
      weight: 'bold',
      align: 'end',
    });
    metaY += 12;
  }
  y = Math.max(y, metaY) + 10;
  page.line(MARGIN, y, RIGHT, y, 0.5, 0.7);
  y += 20;

  // Client: values that read left to right (tax id, e-mail, phone) keep that order in Arabic,
  // the others take the direction of their first letter, as on screen.
  page.text(MARGIN, y, labels.billTo, { weight: 'bold', size: 10 });
  y += 14;
  const { party } = model;
  const clientLines = [{ value: party.name, ltr: false }, ...partyLines(party)].filter(
    (line) => line.value !== '',
  );
  for (const line of clientLines) {
    const dir = line.ltr ? 'ltr' : 'auto';
    page.text(MARGIN, y, fitText(line.value, faces(false), 9, RIGHT - MARGIN, dir), {
      size: 9,
      dir,
    });
    y += 12;
  }
  y += 12;

  // The number columns take the width of their header or widest cell (labels and amounts are
  // longer in some languages: "Precio unitario", "US$ 1,999.00"); the description the rest.
  const columns = [
    { header: labels.quantity, cell: (line: LineItem) => number(line.quantity) },
    { header: labels.unitPrice, cell: (line: LineItem) => money(line.unitPrice) },
    { header: labels.discount, cell: (line: LineItem) => number(line.discount) },
    { header: labels.tax, cell: (line: LineItem) => number(line.tax) },
    { header: labels.amount, cell: (line: LineItem) => money(lineAmounts(line).total) },
  ];
  let columnEnd = RIGHT - 6;
  const numberColumns = columns
    .reverse()
    .map((column) => {
      const width = Math.min(
        MAX_NUMBER_COLUMN,
        Math.max(
          textWidth(column.header, faces(true), 9),
          ...model.lines.map((line) => textWidth(column.cell(line), faces(false), 9)),
        ),
      );
      const end = columnEnd;
      columnEnd -= width + COLUMN_GAP;
      return { ...column, end, width };
    })
    .reverse();
  const descriptionStart = MARGIN + 6;
  const descriptionWidth = columnEnd - descriptionStart;

  const tableHeader = () => {
    page.rect(MARGIN, y - 12, RIGHT - MARGIN, ROW, 0.9);
    const header = { weight: 'bold' as const, size: 9 };
    page.text(descriptionStart, y, labels.description, header);
    for (const column of numberColumns) {
      page.text(column.end, y, fitText(column.header, faces(true), 9, column.width), {
        ...header,
        align: 'end',
      });
    }
    y += ROW;
  };
  const newPage = () => {
    page = pdf.addPage();
    y = MARGIN + 12;
  };

  tableHeader();
  for (const line of model.lines) {
    if (y > BOTTOM) {
      newPage();
      tableHeader();
    }
    page.text(descriptionStart, y, fitText(line.description, faces(false), 9, descriptionWidth), {
      size: 9,
      dir: 'auto',
    });
    for (const column of numberColumns) {
      page.text(column.end, y, fitText(column.cell(line), faces(false), 9, column.width), {
        size: 9,
        align: 'end',
      });
    }
    page.line(MARGIN, y + 6, RIGHT, y + 6, 0.3, 0.8);
    y += ROW;
  }

  // Totals, kept together on one page.
  const totals = invoiceTotals(model.lines);
  const totalRows: { label: string; value: string; bold?: boolean }[] = [
    { label: labels.subtotal, value: money(totals.subtotal) },
  ];
  if (totals.discount !== 0) {
    totalRows.push({ label: labels.discountTotal, value: money(-totals.discount) });
  }
  for (const rate of totals.taxByRate) {
    totalRows.push({ label: labels.taxAt(number(rate.rate)), value: money(rate.tax) });
  }
  totalRows.push({ label: labels.total, value: money(totals.total), bold: true });
  if (model.paid !== undefined) {
    totalRows.push({ label: labels.paid, value: money(model.paid) });
    const balance = totals.total - model.paid;
    // Overpaid: a credit in the client's favour, never a negative amount due.
    totalRows.push(
      balance < 0
        ? { label: labels.credit, value: money(-balance), bold: true }
        : { label: labels.balance, value: money(balance), bold: true },
    );
  }
  if (y + totalRows.length * 15 + 10 > BOTTOM) newPage();
  y += 8;
  for (const row of totalRows) {
    const weight = row.bold ? 'bold' : 'regular';
    page.text(RIGHT - 120, y, row.label, { size: 10, weight, align: 'end' });
    page.text(RIGHT - 6, y, row.value, { size: 10, weight, align: 'end' });
    y += 15;
  }
  y += 10;

  const block = (title: string, lines: readonly { text: string; dir: 'ltr' | 'rtl' }[]) => {
    if (lines.length === 0) return;
    if (y + 16 + lines.length * 12 > BOTTOM) newPage();
    page.text(MARGIN, y, title, { weight: 'bold', size: 10 });
    y += 14;
    for (const line of lines) {
      if (y > BOTTOM) newPage();
      page.text(MARGIN, y, line.text, { size: 9, dir: line.dir });
      y += 12;
    }
    y += 10;
  };
  block(
    labels.paymentDetails,
    (model.paymentDetails ?? []).map((row) => ({
      text: `${row.label}: ${isolate(row.value)}`,
      dir: direction,
    })),
  );
  const notes = model.notes?.trim() ?? '';
  const notesDir = paragraphDirection(notes);
  block(
    labels.notes,
    notes
      ? wrapText(notes, faces(false), 9, RIGHT - MARGIN, notesDir).map((text) => ({
          text,
          dir: notesDir,
        }))
      : [],
  );

  pdf.pages.forEach((each, index) => {
    each.text(A4.width / 2, A4.height - 30, labels.pageOf(index + 1, pdf.pages.length), {
      size: 8,
      gray: 0.4,
      align: 'center',
    });
  });
  return { bytes: await pdf.toBytes(), pageCount: pdf.pages.length };
}
