import { Button, Drawer, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { notify } from '@portal/design';
import { sendInvoiceBodySchema, type Invoice } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER } from '../../../lib/pdf/document-model';
import { useSendInvoice } from '../api/send-invoice';
import { apiFieldErrors, errorMessage } from '../utils/errors';

interface SendInvoiceDrawerProps {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}

type Field = 'to' | 'subject' | 'message';

function SendForm({ invoice, onClose }: Omit<SendInvoiceDrawerProps, 'opened'>) {
  const { t } = useTranslation('billing');
  const send = useSendInvoice();
  const [values, setValues] = useState<Record<Field, string>>({
    to: invoice.client.companyEmail,
    subject: t('invoice.send.defaultSubject', { id: invoice.id, seller: SELLER.name }),
    message: t('invoice.send.defaultMessage', { name: invoice.client.name, id: invoice.id }),
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const submit = () => {
    const parsed = sendInvoiceBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        next[field] ??= field === 'to' ? t('invoice.errors.email') : t('invoice.errors.required');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(
      { id: invoice.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(t('invoice.send.success', { id: invoice.id, to: parsed.data.to }));
          onClose();
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error);
          if (fieldErrors) setErrors(fieldErrors);
          else notify.error(errorMessage(error, t));
        },
      },
    );
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    error: errors[name],
    label: t(`invoice.send.${name}`),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput type="email" required {...field('to')} />
        <TextInput required {...field('subject')} />
        <Textarea required autosize minRows={6} {...field('message')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoice.common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('invoice.send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Drawer that sends the invoice (to, subject, message prefilled); Draft becomes Sent. */
export function SendInvoiceDrawer({ invoice, opened, onClose }: SendInvoiceDrawerProps) {
  const { t } = useTranslation('billing');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('invoice.send.title')}
      closeButtonProps={{ 'aria-label': t('invoice.common.close') }}
    >
      {opened ? <SendForm invoice={invoice} onClose={onClose} /> : null}
    </Drawer>
  );
}
