import { Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '@portal/design';
import { USER_PLANS, USER_ROLES, USER_STATUSES, newUserBodySchema } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showSubmitError, zodFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { errorMessage } from '../../../lib/api-error';
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
type Draft = typeof EMPTY;

interface AddUserDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** Drawer form that creates a user; keeps what was typed when validation or the API fails. */
export function AddUserDrawer({ opened, onClose }: AddUserDrawerProps) {
  const { t } = useTranslation('apps-demo');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const createUser = useCreateUser();

  const field = (name: keyof Draft) => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
  });
  const select = (
    name: 'role' | 'currentPlan' | 'status',
    values: readonly string[],
    prefix: string,
  ) => ({
    value: draft[name] || null,
    error: errors[name],
    data: values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
    onChange: (value: string | null) => setDraft((d) => ({ ...d, [name]: value ?? '' })),
    allowDeselect: false,
    withAsterisk: true,
  });

  const close = () => {
    setErrors({});
    setFormError(null);
    onClose();
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = newUserBodySchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, { contact: t('form.invalidPhone') }));
      return;
    }
    setErrors({});
    createUser.mutate(parsed.data, {
      onSuccess: (user) => {
        notify.success(t('users.add.success', { name: user.fullName }));
        setDraft(EMPTY);
        close();
      },
      onError: (error) =>
        showSubmitError(error, errorMessage(error, t), { setErrors, setFormError }),
    });
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      title={t('users.add.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate aria-label={t('users.add.title')}>
        <Stack gap="sm">
          <TextInput label={t('users.fields.fullName')} withAsterisk {...field('fullName')} />
          <TextInput label={t('users.fields.username')} withAsterisk {...field('username')} />
          <TextInput
            label={t('users.fields.email')}
            type="email"
            withAsterisk
            {...field('email')}
          />
          <TextInput label={t('users.fields.company')} withAsterisk {...field('company')} />
          <TextInput label={t('users.fields.country')} withAsterisk {...field('country')} />
          <TextInput
            label={t('users.fields.contact')}
            type="tel"
            withAsterisk
            {...field('contact')}
          />
          <Select label={t('users.fields.role')} {...select('role', USER_ROLES, 'users.role')} />
          <Select
            label={t('users.fields.plan')}
            {...select('currentPlan', USER_PLANS, 'users.plan')}
          />
          <Select
            label={t('users.fields.status')}
            {...select('status', USER_STATUSES, 'users.status')}
          />
          {formError && (
            <Text c="red" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={createUser.isPending}>
              {t('common.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
