import {
  Avatar,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApiForm, countryName, notify, useApiForm, FormActions } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const STATUSES = ['active', 'inactive', 'suspended'] as const;
const LANGUAGES = ['en', 'fr', 'es', 'ar'];
const COUNTRY_CODES = ['AR', 'CL', 'ES', 'FR', 'MA', 'US'];

const userSchema = z.object({
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  username: z.string().regex(/^[a-z0-9._]{3,20}$/i, 'ui-demo:validation.username'),
  email: z.email(),
  status: z.enum(STATUSES),
  taxId: z.string().regex(/^([A-Z0-9]{6,12})?$/i, 'ui-demo:validation.taxId'),
  contact: z.string().regex(/^(\+?[\d ]{8,16})?$/, 'ui-demo:validation.phone'),
  languages: z.array(z.string()).min(1, 'ui-demo:validation.pickOne'),
  country: z.string().min(1),
  billing: z.boolean(),
});
type User = z.infer<typeof userSchema>;

const INITIAL_USER: User = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada.lovelace',
  email: 'ada@portal.example',
  status: 'active',
  taxId: 'TAX8965',
  contact: '+1 202 555 0143',
  languages: ['en', 'fr'],
  country: 'US',
  billing: true,
};

export default function EditUserDialog() {
  const { t, i18n } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const [user, setUser] = useState<User>(INITIAL_USER);
  const state = useApiForm({
    schema: userSchema,
    initialValues: INITIAL_USER,
    // A demo: nothing is sent; the card shows the new details.
    submit: (values) => Promise.resolve(values),
    onSuccess: (values) => {
      setUser(values);
      notify.success(t('sample.saved', { name: `${values.firstName} ${values.lastName}` }));
      close();
    },
    guardLeave: false,
  });
  const edit = () => {
    // Every opening starts from the saved details, not from an abandoned edit.
    state.form.setValues(user);
    state.form.resetDirty(user);
    state.form.clearErrors();
    open();
  };
  const languageName = (code: string) =>
    new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
  const input = state.form.getInputProps;
  return (
    <>
      <Group wrap="nowrap" data-testid="edited-user">
        <Avatar name={`${user.firstName} ${user.lastName}`} color="initials" />
        <Stack gap={0} style={{ flex: 1 }}>
          <Text fw={500}>
            {user.firstName} {user.lastName}
          </Text>
          <Text size="sm" c="dimmed">
            @{user.username} · {user.email}
          </Text>
        </Stack>
        <Badge
          color={user.status === 'active' ? 'green' : user.status === 'inactive' ? 'gray' : 'red'}
        >
          {t(`dialogs.user.status.${user.status}`)}
        </Badge>
      </Group>
      <Button mt="md" onClick={edit}>
        {t('dialogs.editUser')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('dialogs.editUser')} size="lg">
        <Text c="dimmed" size="sm" mb="md">
          {t('dialogs.user.intro')}
        </Text>
        <ApiForm form={state}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('field.firstName')} withAsterisk {...input('firstName')} />
            <TextInput label={t('field.lastName')} withAsterisk {...input('lastName')} />
            <TextInput label={t('field.username')} withAsterisk {...input('username')} />
            <TextInput label={t('field.email')} type="email" withAsterisk {...input('email')} />
            <Select
              label={t('dialogs.user.statusLabel')}
              withAsterisk
              allowDeselect={false}
              data={STATUSES.map((value) => ({ value, label: t(`dialogs.user.status.${value}`) }))}
              {...input('status')}
            />
            <TextInput label={t('dialogs.user.taxId')} {...input('taxId')} />
            <TextInput label={t('field.phone')} type="tel" {...input('contact')} />
            <MultiSelect
              label={t('dialogs.user.languages')}
              withAsterisk
              data={LANGUAGES.map((value) => ({ value, label: languageName(value) }))}
              {...input('languages')}
            />
            <Select
              label={t('field.country')}
              withAsterisk
              searchable
              allowDeselect={false}
              data={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) }))}
              {...input('country')}
            />
          </SimpleGrid>
          <Switch
            label={t('dialogs.address.useForBilling')}
            {...input('billing', { type: 'checkbox' })}
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
