import { Button, Group, Modal, Select, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ApiForm, notify, useApiForm } from '@portal/design';
import { BILLING_LIMITS, PAYMENT_METHODS, type Nota } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isoDay } from '../../../lib/day';
import { usePayNota } from '../api/pay-nota';

const NOTE_MAX = BILLING_LIMITS.paymentNote;
const DEFAULT_METHOD: (typeof PAYMENT_METHODS)[number] = 'bank_transfer';
const payFormSchema = z.object({
  date: z.string().min(1),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().max(NOTE_MAX),
});

export interface PayNotaModalProps {
  opened: boolean;
  onClose: () => void;
  nota: Nota;
  /** Formatted amount still due on the included invoices. */
  amountDue: string;
  /** How many invoices the payment settles. */
  invoiceCount: number;
}

/** Confirm the payment of a note (date, method, note): it settles every included invoice. */
export function PayNotaModal({ opened, onClose, ...props }: PayNotaModalProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('notas.pay.title')}>
      <PayForm {...props} onDone={onClose} />
    </Modal>
  );
}

function PayForm({
  nota,
  amountDue,
  invoiceCount,
  onDone,
}: Omit<PayNotaModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation('billing');
  const pay = usePayNota();
  const api = useApiForm({
    schema: payFormSchema,
    initialValues: { date: isoDay(0), method: DEFAULT_METHOD, note: '' },
    draft: `billing.nota.${nota.id}.payment`,
    guardLeave: false,
    submit: ({ date, method, note }) =>
      pay.mutateAsync({ id: nota.id, body: { date, method, note: note.trim() } }),
    onSuccess: () => {
      notify.success(t('notas.pay.success', { number: nota.number }));
      onDone();
    },
  });
  return (
    <ApiForm form={api}>
      <Text size="sm">
        {t('notas.pay.message', { count: invoiceCount, amount: amountDue, number: nota.number })}
      </Text>
      <DateInput
        label={t('notas.pay.date')}
        required
        valueFormat="YYYY-MM-DD"
        {...api.form.getInputProps('date')}
      />
      <Select
        label={t('notas.pay.method')}
        required
        allowDeselect={false}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
        {...api.form.getInputProps('method')}
      />
      <Textarea
        label={t('notas.pay.note')}
        maxLength={NOTE_MAX}
        {...api.form.getInputProps('note')}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={api.submitting}>
          {t('notas.actions.cancel')}
        </Button>
        <Button type="submit" loading={api.submitting}>
          {t('notas.pay.confirm')}
        </Button>
      </Group>
    </ApiForm>
  );
}
