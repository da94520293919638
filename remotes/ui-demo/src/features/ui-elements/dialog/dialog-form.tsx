import { Button, Modal, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApiForm, notify, useApiForm, FormActions } from '@portal/design';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const contactSchema = z.object({ name: z.string().trim().min(1), email: z.email() });

const EMPTY = { name: '', email: '' };

export default function DialogForm() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const state = useApiForm({
    schema: contactSchema,
    initialValues: EMPTY,
    // A demo: nothing is sent, the values come straight back.
    submit: (values) => Promise.resolve(values),
    onSuccess: ({ name }) => {
      notify.success(t('sample.saved', { name }));
      // After a success the kit marks the sent values clean: start again from the empty form.
      state.form.resetDirty(EMPTY);
      state.form.reset();
      close();
    },
    guardLeave: false,
  });
  return (
    <>
      <Button onClick={open}>{t('sample.formInDialog')}</Button>
      <Modal opened={opened} onClose={close} title={t('sample.formInDialog')}>
        <ApiForm form={state}>
          <TextInput label={t('field.name')} withAsterisk {...state.form.getInputProps('name')} />
          <TextInput label={t('field.email')} withAsterisk {...state.form.getInputProps('email')} />
          <FormActions
            onCancel={close}
            cancelLabel={t('sample.cancel')}
            submitLabel={t('sample.save')}
          />
        </ApiForm>
      </Modal>
    </>
  );
}
