import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notify, useApiForm } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CardFields } from '../../../components/card-fields';
import { WizardStepper } from '../../../components/wizard-stepper';
import { isValidCardNumber, isValidExpiry } from '../../../lib/card-checks';

const CATEGORIES = ['crm', 'ecommerce', 'learning'] as const;
const FRAMEWORKS = ['React', 'Angular', 'Vue', 'Laravel'] as const;
const DATABASES = ['Firebase', 'AWS', 'MySQL'] as const;

const appSchema = z.object({
  name: z.string().trim().min(3).max(40),
  category: z.enum(CATEGORIES),
  framework: z.enum(FRAMEWORKS),
  databaseName: z.string().regex(/^[a-z][a-z0-9_]{2,30}$/, 'ui-demo:validation.databaseName'),
  engine: z.enum(DATABASES),
  cardNumber: z.string().refine(isValidCardNumber, 'ui-demo:validation.cardNumber'),
  cardName: z.string().trim().min(1),
  expiry: z.string().refine((value) => isValidExpiry(value), 'ui-demo:validation.expiry'),
  cvc: z.string().regex(/^\d{3,4}$/, 'ui-demo:validation.cvc'),
});
type App = z.infer<typeof appSchema>;

const EMPTY: App = {
  name: '',
  category: 'crm',
  framework: 'React',
  databaseName: '',
  engine: 'Firebase',
  cardNumber: '',
  cardName: '',
  expiry: '',
  cvc: '',
};

export default function CreateAppDialog() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const [active, setActive] = useState(0);
  const state = useApiForm({
    schema: appSchema,
    initialValues: EMPTY,
    // A demo: nothing is sent; the last step says what was created.
    submit: (values) => Promise.resolve(values),
    onSuccess: ({ name }) => {
      notify.success(t('dialogs.app.created', { name }));
      setActive(4);
    },
    guardLeave: false,
  });
  const field = (name: keyof App) => state.form.getInputProps(name);
  const restart = () => {
    state.form.resetDirty(EMPTY);
    state.form.reset();
    setActive(0);
  };
  const values = state.form.getValues();
  return (
    <>
      <Button onClick={open}>{t('dialogs.createApp')}</Button>
      <Modal opened={opened} onClose={close} title={t('dialogs.createApp')} size="xl">
        <WizardStepper
          state={state}
          active={active}
          onActiveChange={setActive}
          label={t('dialogs.createApp')}
          submitLabel={t('dialogs.app.create')}
          steps={[
            {
              labelKey: 'dialogs.app.details',
              fields: ['name', 'category'],
              content: (
                <Stack>
                  <TextInput label={t('dialogs.app.name')} withAsterisk {...field('name')} />
                  <Radio.Group
                    label={t('dialogs.app.category')}
                    withAsterisk
                    {...field('category')}
                  >
                    <Stack mt="xs" gap="xs">
                      {CATEGORIES.map((value) => (
                        <Radio
                          key={value}
                          value={value}
                          label={t(`dialogs.app.categories.${value}`)}
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
                </Stack>
              ),
            },
            {
              labelKey: 'dialogs.app.frameworks',
              fields: ['framework'],
              content: (
                <Radio.Group
                  label={t('dialogs.app.framework')}
                  withAsterisk
                  {...field('framework')}
                >
                  <Stack mt="xs" gap="xs">
                    {FRAMEWORKS.map((value) => (
                      <Radio key={value} value={value} label={value} />
                    ))}
                  </Stack>
                </Radio.Group>
              ),
            },
            {
              labelKey: 'dialogs.app.database',
              fields: ['databaseName', 'engine'],
              content: (
                <Stack>
                  <TextInput
                    label={t('dialogs.app.databaseName')}
                    description={t('dialogs.app.databaseNameHint')}
                    withAsterisk
                    {...field('databaseName')}
                  />
                  <Radio.Group label={t('dialogs.app.engine')} withAsterisk {...field('engine')}>
                    <Group mt="xs">
                      {DATABASES.map((value) => (
                        <Radio key={value} value={value} label={value} />
                      ))}
                    </Group>
                  </Radio.Group>
                </Stack>
              ),
            },
            {
              labelKey: 'dialogs.app.billing',
              fields: ['cardNumber', 'cardName', 'expiry', 'cvc'],
              content: (
                <Stack>
                  <CardFields
                    inputProps={(name) =>
                      field(name === 'number' ? 'cardNumber' : name === 'name' ? 'cardName' : name)
                    }
                  />
                </Stack>
              ),
            },
          ]}
          completed={
            <Stack>
              <Alert
                color="green"
                role="status"
                title={t('dialogs.app.created', { name: values.name })}
              >
                {t('dialogs.app.summary', {
                  category: t(`dialogs.app.categories.${values.category}`),
                  framework: values.framework,
                  engine: values.engine,
                })}
              </Alert>
              <Group justify="flex-end">
                <Button variant="default" onClick={restart}>
                  {t('wizard.restart')}
                </Button>
                <Button onClick={close}>{t('sample.close')}</Button>
              </Group>
            </Stack>
          }
        />
      </Modal>
    </>
  );
}
