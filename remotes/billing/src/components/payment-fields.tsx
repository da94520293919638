import { Alert, Button, Group, Select, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { BILLING_LIMITS, PAYMENT_METHODS } from '@portal/contract';
import { parseMoney, type Minor } from '@portal/contract/money';
import { FormActions, useCharacterLimit, type ApiFormState } from '@portal/design';
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
  const limit = useCharacterLimit();
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
        {...limit(inputProps('note'), BILLING_LIMITS.paymentNote)}
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

/** The longest amount typed (`1,234,567,890.50` and then some). */
const AMOUNT_MAX = 20;

export interface AmountInputProps {
  /** The field's label (it may name the currency). */
  label: string;
  /** The form's input props of the amount, typed in major units. */
  inputProps: InputProps;
}

/** A payment's amount, typed as text in major units (`1,234.50`). */
export function AmountInput({ label, inputProps }: AmountInputProps) {
  const limit = useCharacterLimit();
  // An amount is checked as a whole (parseMoney): an error when too long, no counter.
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      required
      {...limit(inputProps, AMOUNT_MAX, { counter: false })}
    />
  );
}

export interface PaymentClosedProps {
  /** Why the record takes no payment any more ("This invoice is already paid"). */
  message: string;
}

/**
 * Said at the top of a payment dialog whose record stopped taking payments while it was open (a
 * colleague paid, voided or cancelled it: the live events refresh it). What was typed stays.
 */
export function PaymentClosed({ message }: PaymentClosedProps) {
  return (
    <Alert color="yellow" variant="light" role="alert">
      {message}
    </Alert>
  );
}

export interface PaymentActionsProps {
  /** The record takes no payment any more: only Cancel is offered. */
  closed: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
}

/** Cancel and the submit of a payment dialog; Cancel alone once the record is closed. */
export function PaymentActions({ closed, onCancel, cancelLabel, ...submit }: PaymentActionsProps) {
  return closed ? (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Group>
  ) : (
    <FormActions onCancel={onCancel} cancelLabel={cancelLabel} {...submit} />
  );
}
