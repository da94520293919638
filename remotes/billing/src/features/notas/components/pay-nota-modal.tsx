import { Modal, Text } from '@mantine/core';
import { ApiForm, notify, useApiForm } from '@portal/design';
import type { Nota } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import {
  PaymentActions,
  PaymentClosed,
  PaymentFields,
  paymentFieldDefaults,
  paymentFieldsSchema,
} from '../../../components/payment-fields';
import { usePayNota } from '../api/pay-nota';

/** A note that can still be sent, paid or cancelled. */
export function isOpenNota(nota: Pick<Nota, 'status'>): boolean {
  return nota.status === 'draft' || nota.status === 'sent';
}

export interface PayNotaModalProps {
  opened: boolean;
  onClose: () => void;
  nota: Nota;
  /** Formatted amount still due on the included invoices. */
  amountDue: string;
  /** How many invoices the payment settles. */
  invoiceCount: number;
}

/**
 * Confirm the payment of a note (date, method, note): it settles every included invoice. When
 * the note is paid or cancelled by a colleague while the dialog is open, the dialog stays with
 * what was typed and says why it can no longer be sent.
 */
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
  const closed = !isOpenNota(nota);
  const api = useApiForm({
    schema: paymentFieldsSchema,
    initialValues: paymentFieldDefaults(),
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
      {closed ? (
        <PaymentClosed
          message={t(nota.status === 'cancelled' ? 'notas.pay.cancelled' : 'notas.pay.paid')}
        />
      ) : (
        <Text size="sm">
          {t('notas.pay.message', { count: invoiceCount, amount: amountDue, number: nota.number })}
        </Text>
      )}
      <PaymentFields inputProps={api.form.getInputProps} />
      <PaymentActions
        closed={closed}
        onCancel={onDone}
        cancelLabel={t('notas.actions.cancel')}
        submitLabel={t('notas.pay.confirm')}
        submitting={api.submitting}
      />
    </ApiForm>
  );
}
