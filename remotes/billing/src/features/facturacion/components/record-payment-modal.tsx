import { Modal } from '@mantine/core';
import { ApiForm, FormActions, notify, useApiForm } from '@portal/design';
import { minorToInput, parseMoney } from '@portal/contract/money';
import type { Factura } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  AmountInput,
  PaymentFields,
  amountProblem,
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
      const problem = amountProblem(amount, factura.currency, factura.balance);
      return problem ? { amount: t(`facturacion.payment.errors.${problem}`) } : {};
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
      <AmountInput
        label={t('facturacion.payment.amount', { currency: factura.currency })}
        inputProps={api.form.getInputProps('amount')}
      />
      <PaymentFields inputProps={api.form.getInputProps} />
      <FormActions
        onCancel={onDone}
        cancelLabel={t('facturacion.actions.cancel')}
        submitLabel={t('facturacion.payment.submit')}
        submitting={api.submitting}
      />
    </ApiForm>
  );
}
