import { formatMoney, invoiceTotals, lineAmounts } from '@portal/contract/money';
import {
  ENGLISH_DOCUMENT_LABELS,
  SELLER,
  type DocumentLabels,
  type DocumentModel,
} from './document-model';
import { A4, PdfDocument, fitText, wrapText, type PdfPage } from './pdf-writer';

export interface InvoicePdfOptions {
  /** Texts; default English. Use Latin-script labels: WinAnsi prints others as '?'. */
  labels?: DocumentLabels;
  /** Locale of dates and plain numbers; default 'en'. Amounts are always formatted in 'en'. */
  locale?: string;
}

const MARGIN = 48;
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - 60;
const ROW = 18;

/** Table columns: the right edge of each number column. */
const COLUMNS = {
  description: MARGIN + 6,
  quantity: MARGIN + 290,
  unitPrice: MARGIN + 365,
  discount: MARGIN + 410,
  tax: MARGIN + 450,
  amount: RIGHT - 6,
};

const formatDay = (iso: string, locale: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

/**
 * The document of `InvoiceDocument` as a PDF: seller and title, client, dates, lines (on as many
 * pages as they need, the table header repeated), totals from the money module, notes and
 * payment details, "Page x of y" at the foot of each page.
 */
export function invoicePdf(model: DocumentModel, options: InvoicePdfOptions = {}): Blob {
  return buildInvoicePdf(model, options).toBlob();
}

/** Same as `invoicePdf`, as the writer (tests read its bytes). */
export function buildInvoicePdf(
  model: DocumentModel,
  { labels = ENGLISH_DOCUMENT_LABELS, locale = 'en' }: InvoicePdfOptions = {},
): PdfDocument {
  const pdf = new PdfDocument();
  const money = (minor: number) => formatMoney(minor, model.currency, 'en');
  const number = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  let page = pdf.addPage();
  let y = MARGIN;

  // Seller (start) and document title (end).
  page.text(MARGIN, y + 14, SELLER.name, { font: 'bold', size: 16 });
  page.text(RIGHT, y + 14, `${model.title} ${model.number}`, {
    font: 'bold',
    size: 16,
    align: 'right',
  });
  y += 32;
  for (const line of [...SELLER.addressLines, SELLER.email, SELLER.phone]) {
    page.text(MARGIN, y, line, { size: 9, gray: 0.3 });
    y += 12;
  }
  let metaY = MARGIN + 32;
  const metaRows = [
    { label: labels.issuedDate, value: formatDay(model.issuedDate, locale) },
    { label: labels.dueDate, value: formatDay(model.dueDate, locale) },
    ...(model.meta ?? []),
  ];
  for (const row of metaRows) {
    page.text(RIGHT - 110, metaY, `${row.label}:`, { size: 9, gray: 0.3, align: 'right' });
    page.text(RIGHT, metaY, fitText(row.value, 'bold', 9, 105), {
      size: 9,
      font: 'bold',
      align: 'right',
    });
    metaY += 12;
  }
  y = Math.max(y, metaY) + 10;
  page.line(MARGIN, y, RIGHT, y, 0.5, 0.7);
  y += 20;

  // Client.
  page.text(MARGIN, y, labels.billTo, { font: 'bold', size: 10 });
  y += 14;
  const { party } = model;
  const partyLines = [
    party.name,
    party.company,
    party.taxId,
    party.address,
    party.country,
    party.email,
    party.phone,
  ].filter((value): value is string => Boolean(value));
  for (const line of partyLines) {
    page.text(MARGIN, y, fitText(line, 'regular', 9, RIGHT - MARGIN), { size: 9 });
    y += 12;
  }
  y += 12;

  const tableHeader = () => {
    page.rect(MARGIN, y - 12, RIGHT - MARGIN, ROW, 0.9);
    const header = { font: 'bold' as const, size: 9 };
    page.text(COLUMNS.description, y, labels.description, header);
    page.text(COLUMNS.quantity, y, labels.quantity, { ...header, align: 'right' });
    page.text(COLUMNS.unitPrice, y, labels.unitPrice, { ...header, align: 'right' });
    page.text(COLUMNS.discount, y, labels.discount, { ...header, align: 'right' });
    page.text(COLUMNS.tax, y, labels.tax, { ...header, align: 'right' });
    page.text(COLUMNS.amount, y, labels.amount, { ...header, align: 'right' });
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
    const amounts = lineAmounts(line);
    page.text(COLUMNS.description, y, fitText(line.description, 'regular', 9, 230), { size: 9 });
    page.text(COLUMNS.quantity, y, number(line.quantity), { size: 9, align: 'right' });
    page.text(COLUMNS.unitPrice, y, fitText(money(line.unitPrice), 'regular', 9, 70), {
      size: 9,
      align: 'right',
    });
    page.text(COLUMNS.discount, y, number(line.discount), { size: 9, align: 'right' });
    page.text(COLUMNS.tax, y, number(line.tax), { size: 9, align: 'right' });
    page.text(COLUMNS.amount, y, money(amounts.total), { size: 9, align: 'right' });
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
    const font = row.bold ? 'bold' : 'regular';
    page.text(RIGHT - 120, y, row.label, { size: 10, font, align: 'right' });
    page.text(RIGHT - 6, y, row.value, { size: 10, font, align: 'right' });
    y += 15;
  }
  y += 10;

  const block = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    if (y + 16 + lines.length * 12 > BOTTOM) newPage();
    page.text(MARGIN, y, title, { font: 'bold', size: 10 });
    y += 14;
    for (const line of lines) {
      if (y > BOTTOM) newPage();
      page.text(MARGIN, y, line, { size: 9 });
      y += 12;
    }
    y += 10;
  };
  block(
    labels.paymentDetails,
    (model.paymentDetails ?? []).map((row) => `${row.label}: ${row.value}`),
  );
  const notes = model.notes?.trim() ?? '';
  block(labels.notes, notes ? wrapText(notes, 'regular', 9, RIGHT - MARGIN) : []);

  pdf.pages.forEach((each: PdfPage, index) => {
    each.text(A4.width / 2, A4.height - 30, labels.pageOf(index + 1, pdf.pages.length), {
      size: 8,
      gray: 0.4,
      align: 'center',
    });
  });
  return pdf;
}
