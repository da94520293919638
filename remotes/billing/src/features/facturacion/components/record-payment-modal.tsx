import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notify } from '@portal/design';
import { minorToInput, parseMoney } from '@portal/contract/money';
import { PAYMENT_METHODS, type Factura } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../api/error-message';
import { useRecordFacturaPayment } from '../api/record-factura-payment';
import { isoDay } from '../../../lib/day';

type Method = (typeof PAYMENT_METHODS)[number];

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
  const [amount, setAmount] = useState(minorToInput(factura.balance, factura.currency));
  const [date, setDate] = useState(isoDay(0));
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const minor = parseMoney(amount, factura.currency);
    const found: Record<string, string> = {};
    if (minor === null) found.amount = t('facturacion.payment.errors.amount');
    else if (minor <= 0) found.amount = t('facturacion.payment.errors.positive');
    else if (minor > factura.balance) found.amount = t('facturacion.payment.errors.balance');
    if (!date) found.date = t('facturacion.form.errors.required');
    if (minor === null || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    record.mutate(
      { id: factura.id, body: { amount: minor, date, method, note: note.trim() } },
      {
        onSuccess: (saved) => {
          notify.success(
            t('facturacion.payment.success', {
              status: t(`facturacion.status.${saved.status}`),
            }),
          );
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
        <TextInput
          label={t('facturacion.payment.amount', { currency: factura.currency })}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
          error={errors.amount}
        />
        <TextInput
          type="date"
          label={t('facturacion.payment.date')}
          required
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={errors.date}
        />
        <Select
          label={t('facturacion.payment.method')}
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
          label={t('facturacion.payment.note')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={record.isPending}>
            {t('facturacion.actions.cancel')}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {t('facturacion.payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
