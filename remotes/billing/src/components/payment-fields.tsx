import { Select, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { BILLING_LIMITS, PAYMENT_METHODS } from '@portal/contract';
import { parseMoney, type Minor } from '@portal/contract/money';
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

type InputProps = ReturnType<ApiFormState<PaymentFieldValues>['form']['getInputProps']>;

export interface PaymentFieldsProps {
  /** The form's `getInputProps` (of `useApiForm(...).form`). */
  inputProps: (path: keyof PaymentFieldValues) => InputProps;
}

/** Payment date, method and note (one wording in every payment form). */
export function PaymentFields({ inputProps }: PaymentFieldsProps) {
  const { t } = useTranslation('billing');
  return (
    <>
      <DateInput
        label={t('payment.date')}
        required
        valueFormat="YYYY-MM-DD"
        {...inputProps('date')}
      />
      <Select
        label={t('payment.method')}
        required
        allowDeselect={false}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
        {...inputProps('method')}
      />
      <Textarea
        label={t('payment.note')}
        autosize
        minRows={2}
        maxLength={BILLING_LIMITS.paymentNote}
        {...inputProps('note')}
      />
    </>
  );
}

/** Why a typed amount cannot be paid against `due` (null: it can). */
export function amountProblem(
  amount: string,
  currency: string,
  due: Minor,
): 'amount' | 'positive' | 'balance' | null {
  const minor = parseMoney(amount, currency);
  if (minor === null) return 'amount';
  if (minor <= 0) return 'positive';
  return minor > due ? 'balance' : null;
}

export interface AmountInputProps {
  /** The field's label (it may name the currency). */
  label: string;
  /** The form's input props of the amount, typed in major units. */
  inputProps: InputProps;
}

/** A payment's amount, typed as text in major units (`1,234.50`). */
export function AmountInput({ label, inputProps }: AmountInputProps) {
  return <TextInput label={label} inputMode="decimal" required maxLength={20} {...inputProps} />;
}
