import {
  Button,
  Card,
  Group,
  List,
  PasswordInput,
  Progress,
  SimpleGrid,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { RiCheckLine, RiCloseLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INPUT_LIMITS } from '@portal/contract';
import { ApiForm, notify, useApiForm, useCharacterLimit } from '@portal/design';
import { useChangePassword } from '../api/security-api';

/** The rules the API checks (contract `changePasswordBodySchema`), listed for the user. */
export const PASSWORD_RULES = [
  { key: 'length', test: (v: string) => v.length >= INPUT_LIMITS.passwordMin },
  { key: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { key: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'digitOrSymbol', test: (v: string) => /\d|[^A-Za-z\d]/.test(v) },
] as const;

/** 0-100: a quarter per rule met, less when short of 12 characters. */
export function passwordStrength(value: string): number {
  if (value === '') return 0;
  const met = PASSWORD_RULES.filter((rule) => rule.test(value)).length;
  return Math.min(100, met * 25 - (value.length < 12 ? 10 : 0));
}

const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1).max(INPUT_LIMITS.passwordMax),
    newPassword: z
      .string()
      .max(INPUT_LIMITS.passwordMax)
      .refine(
        (v) => PASSWORD_RULES.every((rule) => rule.test(v)),
        'profile:validation.passwordRules',
      ),
    confirmPassword: z.string().min(1),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'profile:validation.passwordsDiffer',
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard() {
  const { t } = useTranslation('profile');
  const mutation = useChangePassword();
  const limit = useCharacterLimit();
  const api = useApiForm({
    schema: passwordFormSchema,
    initialValues: EMPTY,
    submit: (values) => mutation.mutateAsync(values),
    onSuccess: () => {
      api.form.setValues(EMPTY);
      api.form.resetDirty(EMPTY);
      notify.success(t('password.changed'));
    },
  });
  const value = api.form.values.newPassword;
  const strength = passwordStrength(value);
  const strengthLabel =
    strength >= 90 ? 'strong' : strength >= 60 ? 'fair' : value === '' ? 'empty' : 'weak';
  return (
    <Card withBorder padding="lg">
      <ApiForm form={api} label={t('password.title')}>
        <Title order={2} size="h4">
          {t('password.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordInput
            label={t('password.current')}
            required
            autoComplete="current-password"
            {...api.form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            required
            autoComplete="new-password"
            // A password is never counted on screen; too long, it says so.
            {...limit(api.form.getInputProps('newPassword'), INPUT_LIMITS.passwordMax, {
              counter: false,
            })}
          />
          <PasswordInput
            label={t('password.confirm')}
            required
            autoComplete="new-password"
            {...api.form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <div>
          <Text size="sm">
            {t('password.strength', { level: t(`password.levels.${strengthLabel}`) })}
          </Text>
          <Progress.Root mt={4}>
            <Progress.Section
              value={strength}
              color={strength >= 90 ? 'teal' : strength >= 60 ? 'yellow' : 'red'}
              aria-label={t('password.strength', { level: t(`password.levels.${strengthLabel}`) })}
            />
          </Progress.Root>
        </div>
        <div>
          <Text size="sm" fw={600}>
            {t('password.rulesTitle')}
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {PASSWORD_RULES.map((rule) => {
              const ok = rule.test(value);
              return (
                <List.Item
                  key={rule.key}
                  icon={
                    ok ? (
                      <RiCheckLine
                        size={16}
                        color="var(--mantine-color-teal-8)"
                        aria-hidden="true"
                      />
                    ) : (
                      <RiCloseLine size={16} aria-hidden="true" />
                    )
                  }
                >
                  {t(`password.rules.${rule.key}`)}
                  <VisuallyHidden>
                    {ok ? t('password.ruleMet') : t('password.ruleNotMet')}
                  </VisuallyHidden>
                </List.Item>
              );
            })}
          </List>
        </div>
        <Group>
          <Button type="submit" loading={api.submitting}>
            {t('password.submit')}
          </Button>
        </Group>
      </ApiForm>
    </Card>
  );
}
