import type { DocumentModel } from './document-model';
import { downloadBlob } from './download-blob';
import type { InvoicePdfOptions } from './invoice-pdf';

/**
 * Writes `model` as a PDF and has the browser download it. The writer (pdf-lib, fontkit,
 * bidi-js) and its fonts load here, on the first download, not with the page.
 */
export async function downloadInvoicePdf(
  model: DocumentModel,
  options: InvoicePdfOptions,
  filename: string,
): Promise<void> {
  const { invoicePdf } = await import('./invoice-pdf');
  downloadBlob(await invoicePdf(model, options), filename);
}
