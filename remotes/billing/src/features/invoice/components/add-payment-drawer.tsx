import { Button, Drawer, Group, Select, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ApiForm, activeLocale, notify, useApiForm } from '@portal/design';
import { formatMoney, minorToInput, parseMoney, type Minor } from '@portal/contract/money';
import { PAYMENT_METHODS, invoicePaymentBodySchema, type Invoice } from '@portal/contract';
import dayjs from 'dayjs';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
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
      amount: minorToInput(Math.max(balance, 0), invoice.currency),
      date: dayjs().format('YYYY-MM-DD'),
      method: 'bank_transfer',
      note: '',
    },
    draft: `billing.invoice.${invoice.id}.payment`,
    validate: ({ amount }) => {
      const minor = parseMoney(amount, invoice.currency);
      if (minor === null) return { amount: t('invoice.payment.errors.amount') };
      if (minor <= 0) return { amount: t('invoice.payment.errors.positive') };
      if (minor > balance)
        return { amount: t('invoice.payment.errors.aboveBalance', { balance: money(balance) }) };
      return {};
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
      <TextInput
        label={t('invoice.payment.amount')}
        required
        inputMode="decimal"
        maxLength={20}
        {...api.form.getInputProps('amount')}
      />
      <DateInput
        label={t('invoice.payment.date')}
        required
        valueFormat="YYYY-MM-DD"
        {...api.form.getInputProps('date')}
      />
      <Select
        label={t('invoice.payment.method')}
        required
        allowDeselect={false}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
        {...api.form.getInputProps('method')}
      />
      <Textarea
        label={t('invoice.payment.note')}
        autosize
        minRows={2}
        maxLength={500}
        {...api.form.getInputProps('note')}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('invoice.common.cancel')}
        </Button>
        <Button type="submit" loading={api.submitting}>
          {t('invoice.payment.submit')}
        </Button>
      </Group>
    </ApiForm>
  );
}

/** Drawer that records a payment: amount above 0 and at most the balance, date, method, note. */
export function AddPaymentDrawer({ opened, onClose, ...props }: AddPaymentDrawerProps) {
  const { t } = useTranslation('billing');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('invoice.payment.title')}
      closeButtonProps={{ 'aria-label': t('invoice.common.close') }}
    >
      {opened ? <PaymentForm {...props} onClose={onClose} /> : null}
    </Drawer>
  );
}
