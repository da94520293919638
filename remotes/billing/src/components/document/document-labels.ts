import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGLISH_DOCUMENT_LABELS, type DocumentLabels } from '../../lib/pdf/document-model';
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
 * Labels and locale for `invoicePdf` in the active language; English for scripts the PDF's
 * standard fonts cannot print (Arabic).
 */
export function usePdfOptions(): { labels: DocumentLabels; locale: string } {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  return useMemo(
    () =>
      LATIN_LANGUAGES.has(language)
        ? { labels: documentLabels(t), locale: language }
        : { labels: ENGLISH_DOCUMENT_LABELS, locale: 'en' },
    [language, t],
  );
}

const LATIN_LANGUAGES = new Set(['en', 'fr', 'es']);
