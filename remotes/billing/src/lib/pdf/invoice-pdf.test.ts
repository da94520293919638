// @vitest-environment node
import { formatMoney, invoiceTotals } from '@portal/contract/money';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { documentLabels } from '../../components/document/document-labels';
import invoiceAr from '../../features/invoice/locales/ar.json';
import invoiceEn from '../../features/invoice/locales/en.json';
import invoiceFr from '../../features/invoice/locales/fr.json';
import commonAr from '../../locales/ar.json';
import commonEn from '../../locales/en.json';
import commonFr from '../../locales/fr.json';
import { asExtracted, pdfItems, pdfText, readFontFile } from '../../testing/pdf';
import type { DocumentModel } from './document-model';
import { A4 } from './pdf-document';
import { buildInvoicePdf, invoicePdf } from './invoice-pdf';

const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    en: { billing: { ...commonEn, ...invoiceEn } },
    fr: { billing: { ...commonFr, ...invoiceFr } },
    ar: { billing: { ...commonAr, ...invoiceAr } },
  },
  interpolation: { escapeValue: false },
});

const model = (t: TFunction<'billing'>, lineCount: number, client: string): DocumentModel => ({
  title: t('invoice.document.title'),
  number: '#5001',
  issuedDate: '2026-11-01',
  dueDate: '2026-11-30',
  party: { name: client, company: 'Hall-Robbins PLC', email: 'jordan@example.com' },
  currency: 'USD',
  lines: Array.from({ length: lineCount }, (_, index) => ({
    description: `Web hosting (Business) month ${index + 1}`,
    quantity: 1.5,
    unitPrice: 199_900 + index,
    discount: 10,
    tax: 21,
  })),
  paid: 1000,
  notes: 'Thank you for your business.',
  paymentDetails: [{ label: 'IBAN', value: 'ETD95476213874685' }],
});

/** The invoice PDF in `language`, as the download writes it for a reader of that language. */
async function write(language: 'en' | 'fr' | 'ar', lineCount = 3, client = 'Jordan Stevenson') {
  const t = i18n.getFixedT(language, 'billing');
  const document = model(t, lineCount, client);
  const pdf = await buildInvoicePdf(document, {
    labels: documentLabels(t),
    locale: language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    loadFont: readFontFile,
  });
  const pages = await pdfText(pdf.bytes);
  return { ...pdf, t, document, pages, text: pages.flat().join('\n') };
}

const day = (iso: string, locale: string) =>
  asExtracted(
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    ),
  );

describe('invoicePdf', () => {
  it('writes the English invoice with its labels, dates and the money-module figures', async () => {
    const { bytes, text, document } = await write('en');
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
    for (const label of ['Invoice #5001', 'Bill to', 'Description', 'Unit price', 'Subtotal']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Jordan Stevenson');
    expect(text).toContain('Issue date: Nov 1, 2026');
    expect(text).toContain('Web hosting (Business) month 1');
    const { total } = invoiceTotals(document.lines);
    expect(text).toContain(`Total ${formatMoney(total, 'USD', 'en')}`);
    expect(text).toContain(`Balance ${formatMoney(total - 1000, 'USD', 'en')}`);
    expect(text).toContain('IBAN: ETD95476213874685');
    expect(text).toContain('Page 1 of 1');
    // Inter is embedded as subsets: the whole latin files alone are 60 KB.
    expect(bytes.length).toBeLessThan(40_000);
  });

  it('writes French amounts and dates the way the screen formats them', async () => {
    const { text, t, document } = await write('fr');
    const { total } = invoiceTotals(document.lines);
    expect(text).toContain(`${t('invoice.document.title')} #5001`);
    expect(text).toContain(
      `${t('document.total')} ${asExtracted(formatMoney(total, 'USD', 'fr'))}`,
    );
    expect(text).toContain(day('2026-11-01', 'fr'));
  });

  it('writes the Arabic invoice in Arabic, laid out right to left', async () => {
    const client = 'محمد عبد الله';
    const { bytes, text, t, document } = await write('ar', 3, client);
    const labels = documentLabels(t);
    expect(text).toContain(`${t('invoice.document.title')} #5001`);
    // pdf.js reads back the letters of a ligature of right-to-left text reversed (its bidi
    // pass runs on characters, not glyphs; poppler's pdftotext reads them right), so the labels
    // compared here are those IBM Plex Sans Arabic draws without one.
    for (const label of [
      labels.description,
      labels.quantity,
      labels.unitPrice,
      labels.amount,
      labels.subtotal,
      labels.paid,
      labels.balance,
      labels.paymentDetails,
    ]) {
      expect(text).toContain(label);
    }
    // ... and the lam-alef ligature (ملاحظات, "Notes") was formed: shaped, not loose letters.
    expect(labels.notes).toBe('ملاحظات');
    expect(text).toContain('مالحظات');
    expect(text).toContain(client);
    expect(text).toContain(day('2026-11-01', 'ar'));
    expect(day('2026-11-01', 'ar')).not.toBe(day('2026-11-01', 'en'));
    const { total } = invoiceTotals(document.lines);
    expect(text).toContain(asExtracted(formatMoney(total, 'USD', 'ar')));
    expect(text).toContain(asExtracted(formatMoney(total - 1000, 'USD', 'ar')));
    expect(text).toContain(asExtracted(labels.pageOf(1, 1)));
    expect(text).not.toContain('Invoice');

    // Mirrored like the screen: seller and client at the right, title at the left, the
    // description column first from the right and the amount column last, at the left.
    const items = await pdfItems(bytes);
    const find = (str: string) => {
      const item = items.find((each) => each.str === str);
      if (!item) throw new Error(`${str} not in the PDF`);
      return item;
    };
    const rightEdge = (str: string) => find(str).x + find(str).width;
    expect(rightEdge('HostDesk Hosting')).toBeCloseTo(A4.width - 48, 0);
    expect(rightEdge(client)).toBeCloseTo(A4.width - 48, 0);
    expect(find(t('invoice.document.title')).x).toBeLessThan(A4.width / 2);
    expect(rightEdge(labels.description)).toBeCloseTo(A4.width - 54, 0);
    expect(find(labels.amount).x).toBeCloseTo(54, 0);
    expect(find(labels.quantity).x).toBeGreaterThan(find(labels.unitPrice).x);
    // Shaped Arabic and the Latin fonts, subset: both PDFs stay small.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it.each(['en', 'ar'] as const)(
    'adds pages when the lines overflow, the table header and page count on each (%s)',
    async (language) => {
      const { pageCount, pages, t } = await write(language, 90);
      const labels = documentLabels(t);
      expect(pageCount).toBeGreaterThanOrEqual(3);
      expect(pages).toHaveLength(pageCount);
      pages.forEach((lines, index) => {
        expect(lines.join('\n')).toContain(`${labels.quantity} ${labels.unitPrice}`);
        expect(lines).toContain(asExtracted(labels.pageOf(index + 1, pageCount)));
      });
      expect(pages.at(-1)?.join('\n')).toContain('Web hosting (Business) month 90');
      expect(pages.at(-1)?.join('\n')).toContain(labels.paymentDetails);
    },
  );

  it('gives a PDF blob', async () => {
    const t = i18n.getFixedT('en', 'billing');
    const blob = await invoicePdf(model(t, 1, 'Jordan Stevenson'), {
      labels: documentLabels(t),
      locale: 'en',
      direction: 'ltr',
      loadFont: readFontFile,
    });
    expect(blob.type).toBe('application/pdf');
    expect((await pdfText(blob)).flat().join('\n')).toContain('Invoice #5001');
  });
});
