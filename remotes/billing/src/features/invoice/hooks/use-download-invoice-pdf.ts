import { notify, useApiError } from '@portal/design/base';
import type { InvoiceDetailResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfOptions } from '../../../components/document/document-labels';
import { downloadInvoicePdf } from '../../../lib/pdf/download-invoice-pdf';
import { invoiceQueries } from '../api/get-invoices';
import { invoiceDocumentModel } from '../utils/document-model';

/**
 * Downloads an invoice as a PDF: the preview's document model, in the reader's language, dates,
 * numbers and amounts formatted as on screen.
 */
export function useDownloadInvoicePdf() {
  const { t } = useTranslation('billing');
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
        const model = invoiceDocumentModel(detail, t, pdfOptions.locale);
        await downloadInvoicePdf(model, pdfOptions, `invoice-${id}.pdf`);
      } catch (error) {
        notify.error(apiError.message(error));
      } finally {
        setPendingId(null);
      }
    },
    [apiError, pdfOptions, queryClient, t],
  );
  return { download, pendingId };
}
