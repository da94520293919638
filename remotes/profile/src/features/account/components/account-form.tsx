import {
  Avatar,
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { RiImageAddLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_MAX_BYTES,
  INPUT_LIMITS,
  PROFILE_COUNTRIES,
  PROFILE_CURRENCIES,
  PROFILE_LANGUAGES,
  profileResponseSchema,
  type ProfileResponse,
} from '@portal/contract';
import { versionOf } from '@portal/auth';
import {
  ApiForm,
  countryName,
  isOverLimit,
  notify,
  useApiForm,
  useCharacterLimit,
} from '@portal/design';
import { useUpdateProfile } from '../api/update-profile';
import {
  accountFormSchema,
  crossFieldErrors,
  toFormValues,
  type AccountFormValues,
} from './account-form-schema';

/** accountFormSchema's limits that INPUT_LIMITS does not name. */
const ADDRESS_MAX = 200;
const ZIP_MAX = 10;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
const NATIVE_LANGUAGE: Record<(typeof PROFILE_LANGUAGES)[number], string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
};
const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Argentina/Buenos_Aires',
  'America/Santiago',
  'Europe/London',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Berlin',
  'Asia/Dubai',
  'Asia/Tokyo',
  'Australia/Sydney',
];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The account details: avatar, name, e-mail (with the password), address, language... */
export function AccountForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation('profile');
  const mutation = useUpdateProfile();
  const [avatarError, setAvatarError] = useState<string | null>(null);
  // Outside the form's values, which are autosaved as a draft: a password is never stored.
  const [currentPassword, setCurrentPassword] = useState('');
  // The version the form opened with (a refetch must not move it under what the user typed).
  const [version] = useState(() => versionOf(profile));
  const limit = useCharacterLimit();
  const api = useApiForm<AccountFormValues>({
    schema: accountFormSchema,
    initialValues: toFormValues(profile),
    validate: (values) => ({
      ...Object.fromEntries(
        Object.entries(crossFieldErrors(values, profile.email, currentPassword)).map(
          ([field, key]) => [field, key === null ? null : t(key)],
        ),
      ),
      // Kept out of the values (never in a draft): its limit is checked here.
      ...(isOverLimit(currentPassword, INPUT_LIMITS.passwordMax)
        ? {
            currentPassword: t('design:validation.tooLong', { count: INPUT_LIMITS.passwordMax }),
          }
        : {}),
    }),
    conflict: {
      version,
      toValues: (current) => toFormValues(profileResponseSchema.parse(current)),
      labels: {
        avatar: t('account.avatarAlt'),
        fullName: t('account.fullName'),
        email: t('account.email'),
        organization: t('account.organization'),
        phone: t('account.phone'),
        address: t('account.address'),
        state: t('account.state'),
        zip: t('account.zip'),
        country: t('account.country'),
        language: t('account.language'),
        timeZone: t('account.timeZone'),
        currency: t('account.currency'),
      },
    },
    submit: (values, { ifMatch }) =>
      mutation.mutateAsync({
        ifMatch,
        body: {
          fullName: values.fullName,
          email: values.email,
          avatar: values.avatar === '' ? null : values.avatar,
          organization: values.organization,
          phone: values.phone,
          address: values.address,
          state: values.state,
          zip: values.zip,
          country: values.country,
          language: values.language,
          timeZone: values.timeZone,
          currency: values.currency,
          ...(values.email.trim().toLowerCase() !== profile.email.toLowerCase()
            ? { currentPassword }
            : {}),
        },
      }),
    onSuccess: () => notify.success(t('account.saved')),
    draft: `profile.account.${profile.id}`,
  });
  const { form } = api;
  const emailChanged = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const onDrop = async ([file]: File[]) => {
    if (!file) return;
    setAvatarError(null);
    form.setFieldValue('avatar', await readAsDataUrl(file));
  };
  const onReject = (rejections: FileRejection[]) => {
    const tooBig = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setAvatarError(t(tooBig ? 'account.avatarTooBig' : 'account.avatarType'));
  };

  return (
    <Card withBorder padding="lg">
      <ApiForm form={api} label={t('account.title')}>
        <Title order={2} size="h4">
          {t('account.title')}
        </Title>
        <Group align="center" gap="lg">
          <Avatar
            src={form.values.avatar || null}
            size={96}
            radius="md"
            alt={t('account.avatarAlt')}
          >
            {profile.fullName.charAt(0)}
          </Avatar>
          <Stack gap={6}>
            <Group gap="xs">
              <Dropzone
                onDrop={(files) => void onDrop(files)}
                onReject={onReject}
                accept={AVATAR_TYPES}
                maxSize={AVATAR_MAX_BYTES}
                maxFiles={1}
                multiple={false}
                p="xs"
                inputProps={{ 'aria-label': t('account.upload') }}
              >
                <Group gap={6} wrap="nowrap">
                  <RiImageAddLine size={18} aria-hidden="true" />
                  <Text size="sm">{t('account.upload')}</Text>
                </Group>
              </Dropzone>
              <Button
                variant="default"
                onClick={() => {
                  setAvatarError(null);
                  form.setFieldValue('avatar', '');
                }}
              >
                {t('account.resetAvatar')}
              </Button>
            </Group>
            <Text size="xs" c="var(--hd-muted)">
              {t('account.avatarHint')}
            </Text>
            {(avatarError ?? form.errors.avatar) && (
              <Text size="sm" c="red.8" role="alert">
                {avatarError ?? form.errors.avatar}
              </Text>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('account.fullName')}
            required
            autoComplete="name"
            {...limit(form.getInputProps('fullName'), INPUT_LIMITS.name)}
          />
          <TextInput
            label={t('account.email')}
            required
            type="email"
            autoComplete="email"
            {...limit(form.getInputProps('email'), INPUT_LIMITS.email)}
          />
          {emailChanged && (
            <PasswordInput
              label={t('account.currentPassword')}
              required
              autoComplete="current-password"
              {...limit(
                {
                  value: currentPassword,
                  error: form.errors.currentPassword,
                  description: t('account.currentPasswordHint'),
                },
                INPUT_LIMITS.passwordMax,
                { counter: false },
              )}
              onChange={(event) => {
                setCurrentPassword(event.currentTarget.value);
                form.clearFieldError('currentPassword');
              }}
            />
          )}
          <TextInput
            label={t('account.organization')}
            autoComplete="organization"
            {...limit(form.getInputProps('organization'), INPUT_LIMITS.name)}
          />
          <TextInput
            label={t('account.phone')}
            type="tel"
            autoComplete="tel"
            {...limit(
              { ...form.getInputProps('phone'), description: t('account.phoneHint') },
              INPUT_LIMITS.phone,
              { counter: false },
            )}
          />
          <TextInput
            label={t('account.address')}
            autoComplete="street-address"
            {...limit(form.getInputProps('address'), ADDRESS_MAX)}
          />
          <TextInput
            label={t('account.state')}
            autoComplete="address-level1"
            {...limit(form.getInputProps('state'), INPUT_LIMITS.country)}
          />
          <TextInput
            label={t('account.zip')}
            autoComplete="postal-code"
            {...limit(form.getInputProps('zip'), ZIP_MAX, { counter: false })}
          />
          <Select
            label={t('account.country')}
            searchable
            clearable
            data={PROFILE_COUNTRIES.map((code) => ({ value: code, label: countryName(code) }))}
            {...form.getInputProps('country')}
            value={form.values.country === '' ? null : form.values.country}
            onChange={(value) =>
              form.setFieldValue('country', (value ?? '') as AccountFormValues['country'])
            }
          />
          <Select
            label={t('account.language')}
            description={t('account.languageHint')}
            allowDeselect={false}
            data={PROFILE_LANGUAGES.map((code) => ({ value: code, label: NATIVE_LANGUAGE[code] }))}
            {...form.getInputProps('language')}
          />
          <Select
            label={t('account.timeZone')}
            searchable
            clearable
            data={TIME_ZONES}
            {...form.getInputProps('timeZone')}
            value={form.values.timeZone === '' ? null : form.values.timeZone}
            onChange={(value: string | null) => form.setFieldValue('timeZone', value ?? '')}
          />
          <Select
            label={t('account.currency')}
            allowDeselect={false}
            data={[...PROFILE_CURRENCIES]}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={api.submitting}>
            {t('account.save')}
          </Button>
          <Button
            variant="default"
            disabled={api.submitting}
            onClick={() => {
              setAvatarError(null);
              setCurrentPassword('');
              api.draft.discard();
            }}
          >
            {t('account.reset')}
          </Button>
        </Group>
      </ApiForm>
    </Card>
  );
}
