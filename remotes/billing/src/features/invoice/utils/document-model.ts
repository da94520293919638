import type { TFunction } from 'i18next';
import { formatMoney, sumMinor, toMinor } from '@portal/contract/money';
import type { InvoiceDetailResponse, InvoiceStatus } from '@portal/contract';
import type { DocumentModel } from '../../../lib/pdf/document-model';

/** Translation key of a status ("Partial Payment" -> invoice.status.partialPayment). */
export const statusKey = (status: InvoiceStatus) =>
  `invoice.status.${status.charAt(0).toLowerCase()}${status.slice(1).replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase())}` as const;

/**
 * An invoice detail as the document model that `InvoiceDocument` shows and `invoicePdf`
 * writes. `moneyLocale` formats the payment details' amount (the active language).
 */
export function invoiceDocumentModel(
  { invoice, paymentDetails }: InvoiceDetailResponse,
  t: TFunction<'billing'>,
  moneyLocale: string,
): DocumentModel {
  const { client } = invoice;
  return {
    title: t('invoice.document.title'),
    number: `#${invoice.id}`,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    party: {
      name: client.name,
      company: client.company,
      address: client.address,
      country: client.country,
      email: client.companyEmail,
      phone: client.contact,
    },
    currency: invoice.currency,
    lines: invoice.lines,
    paid: sumMinor(invoice.payments.map((payment) => payment.amount)),
    notes: invoice.note,
    meta: [
      { label: t('invoice.fields.status'), value: t(statusKey(invoice.invoiceStatus)) },
      ...(invoice.service ? [{ label: t('invoice.fields.service'), value: invoice.service }] : []),
    ],
    paymentDetails: [
      {
        label: t('invoice.paymentDetails.totalDue'),
        value: formatMoney(
          toMinor(paymentDetails.totalDue, invoice.currency),
          invoice.currency,
          moneyLocale,
        ),
      },
      { label: t('invoice.paymentDetails.bankName'), value: paymentDetails.bankName },
      { label: t('invoice.paymentDetails.country'), value: paymentDetails.country },
      { label: t('invoice.paymentDetails.iban'), value: paymentDetails.iban },
      { label: t('invoice.paymentDetails.swiftCode'), value: paymentDetails.swiftCode },
    ],
  };
}
