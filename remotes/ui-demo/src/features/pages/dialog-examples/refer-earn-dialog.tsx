import {
  Button,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApiForm, notify, useApiForm } from '@portal/design';
import { RiGiftLine, RiMailSendLine, RiUserAddLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CopyLinkField } from '../../../components/copy-link-field';

const REFERRAL_LINK = 'https://portal.example/register?ref=HD-4F7K2';
const STEPS = [
  { key: 'invite', Icon: RiMailSendLine },
  { key: 'signUp', Icon: RiUserAddLine },
  { key: 'earn', Icon: RiGiftLine },
] as const;

const inviteSchema = z.object({ email: z.email() });

const EMPTY = { email: '' };

export default function ReferEarnDialog() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const [invited, setInvited] = useState<string[]>([]);
  const state = useApiForm({
    schema: inviteSchema,
    initialValues: EMPTY,
    // A demo: nothing is sent, the invitation is listed below.
    submit: (values) => Promise.resolve(values),
    onSuccess: ({ email }) => {
      setInvited((list) => [...list, email]);
      notify.success(t('dialogs.refer.sent', { email }));
      // After a success the kit marks the sent values clean: start again from the empty form.
      state.form.resetDirty(EMPTY);
      state.form.reset();
    },
    guardLeave: false,
  });
  return (
    <>
      <Button onClick={open}>{t('dialogs.referEarn')}</Button>
      <Modal opened={opened} onClose={close} title={t('dialogs.referEarn')} size="lg">
        <Stack>
          <Text c="dimmed">{t('dialogs.refer.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {STEPS.map(({ key, Icon }) => (
              <Stack key={key} align="center" gap={4} ta="center">
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={3} size="h6">
                  {t(`dialogs.refer.${key}`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`dialogs.refer.${key}Text`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <ApiForm form={state} label={t('dialogs.refer.inviteForm')}>
            <Group align="flex-start" wrap="nowrap">
              <TextInput
                label={t('dialogs.refer.friendEmail')}
                type="email"
                withAsterisk
                style={{ flex: 1 }}
                {...state.form.getInputProps('email')}
              />
              <Button type="submit" mt={25}>
                {t('sample.send')}
              </Button>
            </Group>
          </ApiForm>
          {invited.length > 0 && (
            <div>
              <Text size="sm" fw={500}>
                {t('dialogs.refer.invited', { count: invited.length })}
              </Text>
              <List size="sm">
                {invited.map((email) => (
                  <List.Item key={email}>{email}</List.Item>
                ))}
              </List>
            </div>
          )}
          <CopyLinkField label={t('dialogs.refer.link')} value={REFERRAL_LINK} />
        </Stack>
      </Modal>
    </>
  );
}
