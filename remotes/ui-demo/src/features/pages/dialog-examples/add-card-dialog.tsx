import { Button, Modal, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApiForm, notify, useApiForm, FormActions } from '@portal/design';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CardFields } from '../../../components/card-fields';
import { isValidCardNumber, isValidExpiry } from '../../../lib/card-checks';

const cardSchema = z.object({
  number: z.string().refine(isValidCardNumber, 'ui-demo:validation.cardNumber'),
  name: z.string().trim().min(1),
  expiry: z.string().refine((value) => isValidExpiry(value), 'ui-demo:validation.expiry'),
  cvc: z.string().regex(/^\d{3,4}$/, 'ui-demo:validation.cvc'),
  primary: z.boolean(),
});

const EMPTY = { number: '', name: '', expiry: '', cvc: '', primary: false };

export default function AddCardDialog() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const state = useApiForm({
    schema: cardSchema,
    initialValues: EMPTY,
    submit: (values) => Promise.resolve(values),
    onSuccess: () => {
      notify.success(t('dialogs.cardAdded'));
      // After a success the kit marks the sent values clean: start again from the empty form.
      state.form.resetDirty(EMPTY);
      state.form.reset();
      close();
    },
    guardLeave: false,
  });
  return (
    <>
      <Button onClick={open}>{t('dialogs.addCard')}</Button>
      <Modal opened={opened} onClose={close} title={t('dialogs.addCard')}>
        <ApiForm form={state}>
          <CardFields inputProps={(name) => state.form.getInputProps(name)} />
          <Switch
            label={t('field.primaryCard')}
            {...state.form.getInputProps('primary', { type: 'checkbox' })}
          />
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
