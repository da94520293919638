import { Button, Drawer, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { activeLocale, notify } from '@portal/design';
import { formatMoney, minorToInput, parseMoney, type Minor } from '@portal/contract/money';
import { PAYMENT_METHODS, type Invoice } from '@portal/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddInvoicePayment } from '../api/add-invoice-payment';
import { apiFieldErrors, errorMessage } from '../utils/errors';

interface AddPaymentDrawerProps {
  invoice: Invoice;
  /** What is still due, in minor units. */
  balance: Minor;
  opened: boolean;
  onClose: () => void;
}

type Method = (typeof PAYMENT_METHODS)[number];

function PaymentForm({ invoice, balance, onClose }: Omit<AddPaymentDrawerProps, 'opened'>) {
  const { t } = useTranslation('billing');
  const addPayment = useAddInvoicePayment();
  const [amount, setAmount] = useState(minorToInput(Math.max(balance, 0), invoice.currency));
  const [date, setDate] = useState<string | null>(dayjs().format('YYYY-MM-DD'));
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const balanceText = formatMoney(balance, invoice.currency, activeLocale());

  const submit = () => {
    const next: Record<string, string> = {};
    const minor = parseMoney(amount, invoice.currency);
    if (minor === null) next.amount = t('invoice.payment.errors.amount');
    else if (minor <= 0) next.amount = t('invoice.payment.errors.positive');
    else if (minor > balance)
      next.amount = t('invoice.payment.errors.aboveBalance', { balance: balanceText });
    if (!date) next.date = t('invoice.errors.required');
    setErrors(next);
    if (Object.keys(next).length > 0 || minor === null || !date) return;
    addPayment.mutate(
      { id: invoice.id, body: { amount: minor, date, method, note: note.trim() } },
      {
        onSuccess: ({ invoice: updated }) => {
          notify.success(
            t('invoice.payment.success', {
              amount: formatMoney(minor, invoice.currency, activeLocale()),
              id: invoice.id,
            }),
          );
          if (updated.invoiceStatus === 'Paid') notify.success(t('invoice.payment.paidInFull'));
          onClose();
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error);
          if (fieldErrors) setErrors(fieldErrors);
          else notify.error(errorMessage(error, t));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm">
          {t('invoice.payment.balance')}: <bdi>{balanceText}</bdi>
        </Text>
        <TextInput
          label={t('invoice.payment.amount')}
          required
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={errors.amount}
        />
        <DateInput
          label={t('invoice.payment.date')}
          required
          value={date}
          onChange={setDate}
          valueFormat="YYYY-MM-DD"
          error={errors.date}
        />
        <Select
          label={t('invoice.payment.method')}
          required
          allowDeselect={false}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
          value={method}
          onChange={(value) => {
            const found = PAYMENT_METHODS.find((candidate) => candidate === value);
            if (found) setMethod(found);
          }}
          error={errors.method}
        />
        <Textarea
          label={t('invoice.payment.note')}
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoice.common.cancel')}
          </Button>
          <Button type="submit" loading={addPayment.isPending}>
            {t('invoice.payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
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
