import { Button, Group, Modal, Select, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ApiForm, notify, useApiForm } from '@portal/design';
import { minorToInput, parseMoney } from '@portal/contract/money';
import { BILLING_LIMITS, PAYMENT_METHODS, type Factura } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isoDay } from '../../../lib/day';
import { useRecordFacturaPayment } from '../api/record-factura-payment';

const NOTE_MAX = BILLING_LIMITS.paymentNote;
const paymentFormSchema = z.object({
  amount: z.string().trim().min(1),
  date: z.string().min(1),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().max(NOTE_MAX),
});

const DEFAULT_METHOD: (typeof PAYMENT_METHODS)[number] = 'bank_transfer';

export interface RecordPaymentModalProps {
  opened: boolean;
  onClose: () => void;
  factura: Factura;
}

/** Record a payment: amount (default the balance), date, method, note. */
export function RecordPaymentModal({ opened, onClose, factura }: RecordPaymentModalProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('facturacion.payment.title')}>
      <PaymentForm factura={factura} onDone={onClose} />
    </Modal>
  );
}

function PaymentForm({ factura, onDone }: { factura: Factura; onDone: () => void }) {
  const { t } = useTranslation('billing');
  const record = useRecordFacturaPayment();
  const api = useApiForm({
    schema: paymentFormSchema,
    initialValues: {
      amount: minorToInput(factura.balance, factura.currency),
      date: isoDay(0),
      method: DEFAULT_METHOD,
      note: '',
    },
    validate: ({ amount }) => {
      const minor = parseMoney(amount, factura.currency);
      if (minor === null) return { amount: t('facturacion.payment.errors.amount') };
      if (minor <= 0) return { amount: t('facturacion.payment.errors.positive') };
      if (minor > factura.balance) return { amount: t('facturacion.payment.errors.balance') };
      return {};
    },
    draft: `billing.factura.${factura.id}.payment`,
    guardLeave: false,
    submit: ({ amount, date, method, note }) =>
      record.mutateAsync({
        id: factura.id,
        body: {
          amount: parseMoney(amount, factura.currency) ?? 0,
          date,
          method,
          note: note.trim(),
        },
      }),
    onSuccess: (saved) => {
      notify.success(
        t('facturacion.payment.success', { status: t(`facturacion.status.${saved.status}`) }),
      );
      onDone();
    },
  });
  return (
    <ApiForm form={api}>
      <TextInput
        label={t('facturacion.payment.amount', { currency: factura.currency })}
        inputMode="decimal"
        required
        maxLength={20}
        {...api.form.getInputProps('amount')}
      />
      <DateInput
        label={t('facturacion.payment.date')}
        required
        valueFormat="YYYY-MM-DD"
        {...api.form.getInputProps('date')}
      />
      <Select
        label={t('facturacion.payment.method')}
        required
        allowDeselect={false}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
        {...api.form.getInputProps('method')}
      />
      <Textarea
        label={t('facturacion.payment.note')}
        maxLength={NOTE_MAX}
        {...api.form.getInputProps('note')}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={api.submitting}>
          {t('facturacion.actions.cancel')}
        </Button>
        <Button type="submit" loading={api.submitting}>
          {t('facturacion.payment.submit')}
        </Button>
      </Group>
    </ApiForm>
  );
}
