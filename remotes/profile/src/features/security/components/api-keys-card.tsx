import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { API_KEY_EXPIRIES, API_KEY_SCOPES, type ApiKey } from '@portal/contract';
import {
  ApiForm,
  formatDate,
  useApiForm,
  useCharacterLimit,
  type ListColumn,
} from '@portal/design';
import { createApiKey, revokeApiKey, useApiKeyChange, useApiKeys } from '../api/security-api';
import { RevocableTable } from './revocable-table';

const KEY_NAME_MAX = 60;
const keyFormSchema = z.object({
  name: z.string().trim().min(1).max(KEY_NAME_MAX),
  scope: z.enum(API_KEY_SCOPES),
  expiresInDays: z.enum(API_KEY_EXPIRIES.map(String) as ['7', '30', '90', '365']),
});
type KeyFormValues = { name: string; scope: 'read' | 'read-write'; expiresInDays: string };
type CreatedApiKey = Awaited<ReturnType<typeof createApiKey>>;
const EMPTY: KeyFormValues = { name: '', scope: 'read', expiresInDays: '30' };

/** API keys: name, scope, expiry; the secret is shown once. */
export function ApiKeysCard() {
  const { t } = useTranslation('profile');
  const query = useApiKeys();
  const create = useApiKeyChange(createApiKey);
  const revoke = useApiKeyChange(revokeApiKey);
  const limit = useCharacterLimit();
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const columns: ListColumn<ApiKey>[] = [
    {
      id: 'name',
      title: t('apiKeys.name'),
      toggleable: false,
      render: (key) => (
        <>
          <Text size="sm">{key.name}</Text>
          <Text size="xs" c="var(--hd-muted)" dir="ltr">
            {key.prefix}…
          </Text>
        </>
      ),
    },
    {
      id: 'scope',
      title: t('apiKeys.scope'),
      toggleable: false,
      render: (key) => (
        <Badge variant="filled" color="gray.8">
          {t(`apiKeys.scopes.${key.scope}`)}
        </Badge>
      ),
    },
    {
      id: 'expiresAt',
      title: t('apiKeys.expires'),
      toggleable: false,
      render: (key) => formatDate(key.expiresAt),
    },
    {
      id: 'lastUsedAt',
      title: t('apiKeys.lastUsed'),
      toggleable: false,
      render: (key) => (key.lastUsedAt ? formatDate(key.lastUsedAt) : t('apiKeys.never')),
    },
  ];
  const api = useApiForm<KeyFormValues, CreatedApiKey>({
    schema: keyFormSchema,
    initialValues: EMPTY,
    submit: (values) =>
      create.mutateAsync({
        name: values.name,
        scope: values.scope,
        expiresInDays: Number(values.expiresInDays) as (typeof API_KEY_EXPIRIES)[number],
      }),
    onSuccess: (created) => {
      setSecret({ name: created.apiKey.name, value: created.secret });
      api.form.setValues(EMPTY);
      api.form.resetDirty(EMPTY);
    },
    guardLeave: false,
  });

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('apiKeys.title')}
        </Title>
        <Text size="sm">{t('apiKeys.intro')}</Text>
        <ApiForm form={api} label={t('apiKeys.create')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('apiKeys.name')}
              required
              {...limit(api.form.getInputProps('name'), KEY_NAME_MAX)}
            />
            <Select
              label={t('apiKeys.scope')}
              allowDeselect={false}
              data={API_KEY_SCOPES.map((scope) => ({
                value: scope,
                label: t(`apiKeys.scopes.${scope}`),
              }))}
              {...api.form.getInputProps('scope')}
            />
            <Select
              label={t('apiKeys.expiry')}
              allowDeselect={false}
              data={API_KEY_EXPIRIES.map((days) => ({
                value: String(days),
                label: t('apiKeys.days', { count: days }),
              }))}
              {...api.form.getInputProps('expiresInDays')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={api.submitting}>
              {t('apiKeys.create')}
            </Button>
          </Group>
        </ApiForm>
        {secret && (
          <Alert color="teal" title={t('apiKeys.secretTitle', { name: secret.name })}>
            <Stack gap="xs">
              <Text size="sm">{t('apiKeys.secretHint')}</Text>
              <TextInput label={t('apiKeys.secret')} value={secret.value} readOnly dir="ltr" />
              <Group>
                <CopyButton value={secret.value}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>
                      {copied ? t('twoStep.copied') : t('twoStep.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Button size="xs" onClick={() => setSecret(null)}>
                  {t('twoStep.done')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <RevocableTable
          label={t('apiKeys.caption')}
          storageKey="profile.api-keys"
          columns={columns}
          query={query}
          emptyText={t('apiKeys.empty')}
          revokeLabel={(key) => t('apiKeys.revokeOne', { name: key.name })}
          confirmText={(key) => ({
            title: t('apiKeys.revokeTitle'),
            message: t('apiKeys.revokeMessage', { name: key.name }),
          })}
          revoke={(key) => revoke.mutateAsync(key.id)}
          revokedText={t('apiKeys.revoked')}
        />
      </Stack>
    </Card>
  );
}
