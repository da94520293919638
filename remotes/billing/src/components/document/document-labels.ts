import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '@portal/design/base';
import type { DocumentLabels } from '../../lib/pdf/document-model';
import type { InvoicePdfOptions } from '../../lib/pdf/invoice-pdf';
import type { LineErrorMessages } from './line-items';

/** The document texts from the billing namespace (`billing:document.*`). */
export function documentLabels(t: TFunction<'billing'>): DocumentLabels {
  return {
    billTo: t('document.billTo'),
    issuedDate: t('document.issuedDate'),
    dueDate: t('document.dueDate'),
    description: t('document.description'),
    quantity: t('document.quantity'),
    unitPrice: t('document.unitPrice'),
    discount: t('document.discount'),
    tax: t('document.tax'),
    amount: t('document.amount'),
    subtotal: t('document.subtotal'),
    discountTotal: t('document.discountTotal'),
    taxAt: (rate) => t('document.taxAt', { rate }),
    total: t('document.total'),
    paid: t('document.paid'),
    balance: t('document.balance'),
    credit: t('document.credit'),
    notes: t('document.notes'),
    paymentDetails: t('document.paymentDetails'),
    linesCaption: t('document.linesCaption'),
    pageOf: (page, total) => t('document.pageOf', { page, total }),
  };
}

/** Document texts in the active language. */
export function useDocumentLabels(): DocumentLabels {
  const { t } = useTranslation('billing');
  return useMemo(() => documentLabels(t), [t]);
}

/** Messages of `toLineItems` in the active language. */
export function useLineErrorMessages(): LineErrorMessages {
  const { t } = useTranslation('billing');
  return useMemo(
    () => ({
      required: t('document.errors.required'),
      quantity: t('document.errors.quantity'),
      price: t('document.errors.price'),
      percent: t('document.errors.percent'),
    }),
    [t],
  );
}

/**
 * Labels, locale and direction for `invoicePdf` in the active language: the PDF reads as the
 * screen's document does (Arabic right to left, in an Arabic face).
 */
export function usePdfOptions(): InvoicePdfOptions {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  return useMemo(
    () => ({
      labels: documentLabels(t),
      locale: language,
      direction: isRtl(language) ? 'rtl' : 'ltr',
    }),
    [language, t],
  );
}
