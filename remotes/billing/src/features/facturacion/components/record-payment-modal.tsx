import { Modal, TextInput } from '@mantine/core';
import { ApiForm, FormActions, notify, useApiForm } from '@portal/design';
import { minorToInput, parseMoney } from '@portal/contract/money';
import type { Factura } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PaymentFields,
  paymentFieldDefaults,
  paymentFieldsSchema,
} from '../../../components/payment-fields';
import { useRecordFacturaPayment } from '../api/record-factura-payment';

const paymentFormSchema = paymentFieldsSchema.extend({ amount: z.string().trim().min(1) });

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
      ...paymentFieldDefaults(),
      amount: minorToInput(factura.balance, factura.currency),
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
      <PaymentFields
        inputProps={api.form.getInputProps}
        labels={{
          date: t('facturacion.payment.date'),
          method: t('facturacion.payment.method'),
          note: t('facturacion.payment.note'),
        }}
      />
      <FormActions
        onCancel={onDone}
        cancelLabel={t('facturacion.actions.cancel')}
        submitLabel={t('facturacion.payment.submit')}
        submitting={api.submitting}
      />
    </ApiForm>
  );
}
