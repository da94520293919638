import { Modal } from '@mantine/core';
import { ApiForm, notify, useApiForm } from '@portal/design';
import { minorToInput, parseMoney } from '@portal/contract/money';
import type { Factura, FacturaStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  AmountInput,
  PaymentActions,
  PaymentClosed,
  PaymentFields,
  amountProblem,
  paymentFieldDefaults,
  paymentFieldsSchema,
} from '../../../components/payment-fields';
import { useRecordFacturaPayment } from '../api/record-factura-payment';

const paymentFormSchema = paymentFieldsSchema.extend({ amount: z.string().trim().min(1) });

/** Statuses that take a payment. */
export function isPayable(status: FacturaStatus): boolean {
  return status === 'issued' || status === 'partially_paid' || status === 'overdue';
}

export interface RecordPaymentModalProps {
  opened: boolean;
  onClose: () => void;
  factura: Factura;
}

/**
 * Record a payment: amount (default the balance), date, method, note. When the invoice stops
 * taking payments while the dialog is open (a colleague paid or voided it: the live events
 * refresh it), the dialog stays open with what was typed and says why it can no longer be sent.
 */
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
  const closed = !isPayable(factura.status);
  const api = useApiForm({
    schema: paymentFormSchema,
    initialValues: {
      ...paymentFieldDefaults(),
      amount: minorToInput(factura.balance, factura.currency),
    },
    validate: ({ amount }) => {
      if (closed) return {};
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
      {closed ? (
        <PaymentClosed
          message={t(
            factura.status === 'voided' ? 'facturacion.payment.voided' : 'facturacion.payment.paid',
          )}
        />
      ) : null}
      <AmountInput
        label={t('facturacion.payment.amount', { currency: factura.currency })}
        inputProps={api.form.getInputProps('amount')}
      />
      <PaymentFields inputProps={api.form.getInputProps} />
      <PaymentActions
        closed={closed}
        onCancel={onDone}
        cancelLabel={t('facturacion.actions.cancel')}
        submitLabel={t('facturacion.payment.submit')}
        submitting={api.submitting}
      />
    </ApiForm>
  );
}
