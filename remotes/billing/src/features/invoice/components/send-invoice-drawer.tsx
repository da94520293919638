import { Drawer, TextInput, Textarea } from '@mantine/core';
import { ApiForm, notify, useApiForm, useCharacterLimit, FormActions } from '@portal/design';
import { sendInvoiceBodySchema, type Invoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SELLER } from '../../../lib/pdf/document-model';
import { useSendInvoice } from '../api/send-invoice';

interface SendInvoiceDrawerProps {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}

/** sendInvoiceBodySchema's limits. */
const MAX = { to: 254, subject: 200, message: 5000 } as const;

function SendForm({ invoice, onClose }: Omit<SendInvoiceDrawerProps, 'opened'>) {
  const { t } = useTranslation('billing');
  const send = useSendInvoice();
  const limit = useCharacterLimit();
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
  const field = (name: keyof typeof MAX) => ({
    label: t(`invoice.send.${name}`),
    required: true,
    ...limit(api.form.getInputProps(name), MAX[name]),
  });
  return (
    <ApiForm form={api}>
      <TextInput type="email" {...field('to')} />
      <TextInput {...field('subject')} />
      <Textarea autosize minRows={6} {...field('message')} />
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
