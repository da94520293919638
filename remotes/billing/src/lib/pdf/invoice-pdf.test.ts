import { formatMoney, invoiceTotals } from '@portal/contract/money';
import { describe, expect, it } from 'vitest';
import type { DocumentModel } from './document-model';
import { buildInvoicePdf, invoicePdf } from './invoice-pdf';
import { PdfDocument, textWidth, toWinAnsi } from './pdf-writer';

const model = (lineCount: number): DocumentModel => ({
  title: 'Invoice',
  number: '#5001',
  issuedDate: '2026-11-01',
  dueDate: '2026-11-30',
  party: { name: 'Jordan Stevenson', company: 'Hall-Robbins PLC', email: 'jordan@example.com' },
  currency: 'USD',
  lines: Array.from({ length: lineCount }, (_, index) => ({
    description: `Web hosting (Business) month ${index + 1} (\\paid)`,
    quantity: 1.5,
    unitPrice: 1999 + index,
    discount: 10,
    tax: 21,
  })),
  paid: 1000,
  notes: 'Thank you for your business.',
  paymentDetails: [{ label: 'IBAN', value: 'ETD95476213874685' }],
});

/** Checks every xref entry points at "<n> 0 obj" and startxref at "xref". */
function expectValidXref(text: string) {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, countText] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const count = Number(countText);
  expect(count).toBeGreaterThan(4);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true);
  });
  expect(text).toContain(`/Size ${count}`);
  // Each stream's /Length is its byte length.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
}

describe('invoicePdf', () => {
  it('writes a PDF 1.4 with a valid xref and the money-module total', async () => {
    const blob = invoicePdf(model(3));
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expectValidXref(text);
    const total = invoiceTotals(model(3).lines).total;
    expect(text).toContain(`(${formatMoney(total, 'USD', 'en')}) Tj`);
    expect(text).toContain(`(${formatMoney(total - 1000, 'USD', 'en')}) Tj`);
    expect(text).toContain('/BaseFont /Helvetica-Bold');
    // Parentheses and backslashes are escaped in strings.
    expect(text).toContain('\\(\\\\paid\\)');
    expect(text).toContain('(Page 1 of 1) Tj');
  });

  it('adds pages when the lines overflow, each with a valid xref entry', () => {
    const pdf = buildInvoicePdf(model(90));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    const text = pdf.toBinaryString();
    expect(text).toContain(`/Count ${pdf.pages.length}`);
    expect(text).toContain(`(Page ${pdf.pages.length} of ${pdf.pages.length}) Tj`);
    expectValidXref(text);
  });
});

describe('pdf writer', () => {
  it('maps text to WinAnsi: Latin-1 kept, euro mapped, other scripts become ?', () => {
    expect(toWinAnsi('Café 12 €')).toBe('Café 12 \u0080');
    expect(toWinAnsi('فاتورة A')).toBe('?????? A');
    expect(toWinAnsi('1\u202f234')).toBe('1 234');
  });

  it('measures Helvetica widths for right alignment', () => {
    expect(textWidth('0', 'regular', 10)).toBeCloseTo(5.56);
    expect(textWidth('Wi', 'bold', 10)).toBeCloseTo(12.22);
    const pdf = new PdfDocument();
    pdf.addPage().text(100, 50, '00', { align: 'right', size: 10 });
    expect(pdf.toBinaryString()).toContain('88.88 791.89 Td (00) Tj');
  });
});
