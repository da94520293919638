import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notify } from '@portal/design';
import { PAYMENT_METHODS, type Nota } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../api/error-message';
import { usePayNota } from '../api/pay-nota';
import { isoDay } from '../../../lib/day';

type Method = (typeof PAYMENT_METHODS)[number];

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
  const [date, setDate] = useState(isoDay(0));
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!date) {
      setErrors({ date: t('notas.form.errors.required') });
      return;
    }
    pay.mutate(
      { id: nota.id, body: { date, method, note: note.trim() } },
      {
        onSuccess: () => {
          notify.success(t('notas.pay.success', { number: nota.number }));
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          notify.error(errorMessage(error, t));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {t('notas.pay.message', { count: invoiceCount, amount: amountDue, number: nota.number })}
        </Text>
        <TextInput
          type="date"
          label={t('notas.pay.date')}
          required
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={errors.date}
        />
        <Select
          label={t('notas.pay.method')}
          required
          allowDeselect={false}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
          value={method}
          onChange={(value) => {
            const chosen = PAYMENT_METHODS.find((candidate) => candidate === value);
            if (chosen) setMethod(chosen);
          }}
          error={errors.method}
        />
        <Textarea
          label={t('notas.pay.note')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pay.isPending}>
            {t('notas.actions.cancel')}
          </Button>
          <Button type="submit" loading={pay.isPending}>
            {t('notas.pay.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
