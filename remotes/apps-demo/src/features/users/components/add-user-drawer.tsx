import { Button, Drawer, Group, Select, TextInput } from '@mantine/core';
import { ApiForm, notify, useApiForm, useCharacterLimit } from '@portal/design';
import {
  INPUT_LIMITS,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  newUserBodySchema,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '../api/create-user';

const EMPTY = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
  status: 'pending',
};
const PHONE = /^\+?[\d\s()-]{7,20}$/;
/** The text fields with the contract's limits (newUserBodySchema). */
const TEXT_FIELDS = [
  ['fullName', INPUT_LIMITS.name],
  ['username', INPUT_LIMITS.username],
  ['email', INPUT_LIMITS.email],
  ['company', INPUT_LIMITS.name],
  ['country', INPUT_LIMITS.country],
  ['contact', INPUT_LIMITS.phone],
] as const;

interface AddUserDrawerProps {
  opened: boolean;
  onClose: () => void;
}

function AddUserForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('apps-demo');
  const createUser = useCreateUser();
  const limit = useCharacterLimit();
  const api = useApiForm({
    schema: newUserBodySchema,
    initialValues: EMPTY,
    submit: (values) => createUser.mutateAsync(newUserBodySchema.parse(values)),
    // The contract's phone rule carries an English text; say it in the user's language.
    validate: (values): Record<string, string> =>
      PHONE.test(values.contact.trim()) ? {} : { contact: t('form.invalidPhone') },
    onSuccess: (user) => {
      notify.success(t('users.add.success', { name: user.fullName }));
      onClose();
    },
    draft: 'apps-demo.new-user',
  });
  const select = (
    name: 'role' | 'currentPlan' | 'status',
    values: readonly string[],
    prefix: string,
  ) => (
    <Select
      label={t(`users.fields.${name === 'currentPlan' ? 'plan' : name}`)}
      data={values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))}
      allowDeselect={false}
      withAsterisk
      {...api.form.getInputProps(name)}
    />
  );
  return (
    <ApiForm form={api} label={t('users.add.title')}>
      {TEXT_FIELDS.map(([name, maxLength]) => (
        <TextInput
          key={name}
          label={t(`users.fields.${name}`)}
          type={name === 'email' ? 'email' : name === 'contact' ? 'tel' : 'text'}
          withAsterisk
          // A phone number is checked as a whole: no counter.
          {...limit(api.form.getInputProps(name), maxLength, { counter: name !== 'contact' })}
        />
      ))}
      {select('role', USER_ROLES, 'users.role')}
      {select('currentPlan', USER_PLANS, 'users.plan')}
      {select('status', USER_STATUSES, 'users.status')}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={api.submitting}>
          {t('common.submit')}
        </Button>
      </Group>
    </ApiForm>
  );
}

/** Drawer form that creates a user; what was typed is kept as a draft across reloads. */
export function AddUserDrawer({ opened, onClose }: AddUserDrawerProps) {
  const { t } = useTranslation('apps-demo');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('users.add.title')}>
      <AddUserForm onClose={onClose} />
    </Drawer>
  );
}
