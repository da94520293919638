import { Drawer, Text } from '@mantine/core';
import { ApiForm, FormActions, activeLocale, notify, useApiForm } from '@portal/design';
import { formatMoney, minorToInput, parseMoney, type Minor } from '@portal/contract/money';
import { invoicePaymentBodySchema, type Invoice } from '@portal/contract';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  AmountInput,
  PaymentFields,
  amountProblem,
  paymentFieldDefaults,
} from '../../../components/payment-fields';
import { useAddInvoicePayment } from '../api/add-invoice-payment';

interface AddPaymentDrawerProps {
  invoice: Invoice;
  /** What is still due, in minor units. */
  balance: Minor;
  opened: boolean;
  onClose: () => void;
}

// The amount is typed as text (in major units) and checked against the balance below.
const paymentFormSchema = invoicePaymentBodySchema.extend({ amount: z.string() });

function PaymentForm({ invoice, balance, onClose }: Omit<AddPaymentDrawerProps, 'opened'>) {
  const { t } = useTranslation('billing');
  const addPayment = useAddInvoicePayment();
  const money = (minor: Minor) => formatMoney(minor, invoice.currency, activeLocale());
  const api = useApiForm({
    schema: paymentFormSchema,
    initialValues: {
      ...paymentFieldDefaults(),
      amount: minorToInput(Math.max(balance, 0), invoice.currency),
    },
    draft: `billing.invoice.${invoice.id}.payment`,
    validate: ({ amount }) => {
      const problem = amountProblem(amount, invoice.currency, balance);
      if (problem === 'balance')
        return { amount: t('invoice.payment.errors.aboveBalance', { balance: money(balance) }) };
      return problem ? { amount: t(`invoice.payment.errors.${problem}`) } : {};
    },
    submit: ({ amount, ...rest }) =>
      addPayment.mutateAsync({
        id: invoice.id,
        body: invoicePaymentBodySchema.parse({
          ...rest,
          amount: parseMoney(amount, invoice.currency),
        }),
      }),
    onSuccess: ({ invoice: updated }, { amount }) => {
      const minor = parseMoney(amount, invoice.currency) ?? 0;
      notify.success(t('invoice.payment.success', { amount: money(minor), id: invoice.id }));
      if (updated.invoiceStatus === 'Paid') notify.success(t('invoice.payment.paidInFull'));
      onClose();
    },
  });
  return (
    <ApiForm form={api}>
      <Text size="sm">
        {t('invoice.payment.balance')}: <bdi>{money(balance)}</bdi>
      </Text>
      <AmountInput
        label={t('invoice.payment.amount')}
        inputProps={api.form.getInputProps('amount')}
      />
      <PaymentFields inputProps={api.form.getInputProps} />
      <FormActions
        onCancel={onClose}
        cancelLabel={t('invoice.common.cancel')}
        submitLabel={t('invoice.payment.submit')}
        submitting={api.submitting}
      />
    </ApiForm>
  );
}

/** Drawer that records a payment: amount above 0 and at most the balance, date, method, note. */
export function AddPaymentDrawer({ opened, onClose, ...props }: AddPaymentDrawerProps) {
  const { t } = useTranslation('billing');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('invoice.payment.title')}>
      {opened ? <PaymentForm {...props} onClose={onClose} /> : null}
    </Drawer>
  );
}
