import { notify, useApiError } from '@portal/design';
import type { InvoiceDetailResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfOptions } from '../../../components/document/document-labels';
import { downloadBlob } from '../../../lib/pdf/download-blob';
import { invoicePdf } from '../../../lib/pdf/invoice-pdf';
import { invoiceQueries } from '../api/get-invoices';
import { invoiceDocumentModel } from '../utils/document-model';

/** The English texts a PDF needs when the portal runs in a language its fonts cannot print. */
async function loadEnglishTexts(i18n: I18n) {
  const [common, invoice] = await Promise.all([
    import('../../../locales/en.json'),
    import('../locales/en.json'),
  ]);
  i18n.addResourceBundle('en', 'billing', { ...common.default, ...invoice.default }, true, false);
}

/**
 * Downloads an invoice as a PDF (the same document model as the preview). Texts follow the
 * active language when the PDF's fonts can print it, English otherwise; amounts stay Latin.
 */
export function useDownloadInvoicePdf() {
  const { t, i18n } = useTranslation('billing');
  const queryClient = useQueryClient();
  const pdfOptions = usePdfOptions();
  const apiError = useApiError();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const download = useCallback(
    async (idOrDetail: number | InvoiceDetailResponse) => {
      const id = typeof idOrDetail === 'number' ? idOrDetail : idOrDetail.invoice.id;
      setPendingId(id);
      try {
        const detail =
          typeof idOrDetail === 'number'
            ? await queryClient.query(invoiceQueries.detail(idOrDetail))
            : idOrDetail;
        const english = pdfOptions.locale === 'en' && i18n.language !== 'en';
        if (english && !i18n.hasResourceBundle('en', 'billing')) await loadEnglishTexts(i18n);
        const pdfT = english ? i18n.getFixedT('en', 'billing') : t;
        const model = invoiceDocumentModel(detail, pdfT, 'en');
        downloadBlob(invoicePdf(model, pdfOptions), `invoice-${id}.pdf`);
      } catch (error) {
        notify.error(apiError.message(error));
      } finally {
        setPendingId(null);
      }
    },
    [apiError, i18n, pdfOptions, queryClient, t],
  );
  return { download, pendingId };
}
