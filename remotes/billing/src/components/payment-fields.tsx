import { Select, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { BILLING_LIMITS, PAYMENT_METHODS } from '@portal/contract';
import type { ApiFormState } from '@portal/design';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isoDay } from '../lib/day';

/** The fields every payment form shares (Facturacion, invoice, billing note). */
export const paymentFieldsSchema = z.object({
  date: z.string().min(1),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().max(BILLING_LIMITS.paymentNote),
});
export type PaymentFieldValues = z.infer<typeof paymentFieldsSchema>;

/** Today, by bank transfer, no note. */
export const paymentFieldDefaults = (): PaymentFieldValues => ({
  date: isoDay(0),
  method: 'bank_transfer',
  note: '',
});

export interface PaymentFieldsProps {
  /** The form's `getInputProps` (of `useApiForm(...).form`). */
  inputProps: (
    path: keyof PaymentFieldValues,
  ) => ReturnType<ApiFormState<PaymentFieldValues>['form']['getInputProps']>;
  /** Field labels, in the form's own words. */
  labels: Record<keyof PaymentFieldValues, string>;
}

/** Payment date, method and note. */
export function PaymentFields({ inputProps, labels }: PaymentFieldsProps) {
  const { t } = useTranslation('billing');
  return (
    <>
      <DateInput label={labels.date} required valueFormat="YYYY-MM-DD" {...inputProps('date')} />
      <Select
        label={labels.method}
        required
        allowDeselect={false}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
        {...inputProps('method')}
      />
      <Textarea
        label={labels.note}
        autosize
        minRows={2}
        maxLength={BILLING_LIMITS.paymentNote}
        {...inputProps('note')}
      />
    </>
  );
}
