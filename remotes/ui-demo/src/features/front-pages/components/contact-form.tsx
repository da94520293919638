import { Alert, Button, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { ApiForm, useApiForm, useCharacterLimit } from '@portal/design';
import { contactBodySchema } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendContact } from '../api/send-contact';

/** The landing page's contact form: checked with the contract, recorded by POST /api/pages/contact. */
const EMPTY = { name: '', email: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation('ui-demo');
  const send = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  const limit = useCharacterLimit();
  const state = useApiForm({
    schema: contactBodySchema,
    initialValues: EMPTY,
    submit: (values) => send.mutateAsync(contactBodySchema.parse(values)),
    onSuccess: (_result, values) => {
      setSent(values.name);
      // After a success the kit marks the sent values clean: start again from the empty form.
      state.form.resetDirty(EMPTY);
      state.form.reset();
    },
    guardLeave: false,
  });
  return (
    <ApiForm form={state} label={t('front.contact.title')}>
      {sent && (
        <Alert color="green" role="status">
          {t('front.contact.sent', { name: sent })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('field.name')}
          withAsterisk
          autoComplete="name"
          {...state.form.getInputProps('name')}
        />
        <TextInput
          label={t('field.email')}
          withAsterisk
          type="email"
          autoComplete="email"
          {...state.form.getInputProps('email')}
        />
      </SimpleGrid>
      <Textarea
        label={t('front.contact.message')}
        withAsterisk
        autosize
        minRows={4}
        {...limit(
          { ...state.form.getInputProps('message'), description: t('front.contact.messageHint') },
          2000,
        )}
      />
      <Button type="submit" loading={state.submitting} w="fit-content">
        {t('front.contact.send')}
      </Button>
    </ApiForm>
  );
}
