import { Drawer, TextInput, Textarea } from '@mantine/core';
import { ApiForm, notify, useApiForm, FormActions } from '@portal/design';
import { sendInvoiceBodySchema, type Invoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SELLER } from '../../../lib/pdf/document-model';
import { useSendInvoice } from '../api/send-invoice';

interface SendInvoiceDrawerProps {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}

function SendForm({ invoice, onClose }: Omit<SendInvoiceDrawerProps, 'opened'>) {
  const { t } = useTranslation('billing');
  const send = useSendInvoice();
  const api = useApiForm({
    schema: sendInvoiceBodySchema,
    initialValues: {
      to: invoice.client.companyEmail,
      subject: t('invoice.send.defaultSubject', { id: invoice.id, seller: SELLER.name }),
      message: t('invoice.send.defaultMessage', { name: invoice.client.name, id: invoice.id }),
    },
    draft: `billing.invoice.${invoice.id}.send`,
    submit: (body) => send.mutateAsync({ id: invoice.id, body: sendInvoiceBodySchema.parse(body) }),
    onSuccess: (_, { to }) => {
      notify.success(t('invoice.send.success', { id: invoice.id, to: to.trim() }));
      onClose();
    },
  });
  const field = (name: 'to' | 'subject' | 'message') => ({
    label: t(`invoice.send.${name}`),
    required: true,
    ...api.form.getInputProps(name),
  });
  return (
    <ApiForm form={api}>
      <TextInput type="email" maxLength={254} {...field('to')} />
      <TextInput maxLength={200} {...field('subject')} />
      <Textarea autosize minRows={6} maxLength={5000} {...field('message')} />
      <FormActions
        onCancel={onClose}
        cancelLabel={t('invoice.common.cancel')}
        submitLabel={t('invoice.send.submit')}
        submitting={api.submitting}
      />
    </ApiForm>
  );
}

/** Drawer that sends the invoice (to, subject, message prefilled); Draft becomes Sent. */
export function SendInvoiceDrawer({ invoice, opened, onClose }: SendInvoiceDrawerProps) {
  const { t } = useTranslation('billing');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('invoice.send.title')}>
      {opened ? <SendForm invoice={invoice} onClose={onClose} /> : null}
    </Drawer>
  );
}
