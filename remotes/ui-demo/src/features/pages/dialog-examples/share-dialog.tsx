import { Avatar, Button, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CopyLinkField } from '../../../components/copy-link-field';

const PEOPLE = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'];
const LINK = 'https://portal.example/projects/42';

export default function ShareDialog() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>{t('dialogs.share')}</Button>
      <Modal opened={opened} onClose={close} title={t('dialogs.share')}>
        <Stack>
          <MultiSelect label={t('dialogs.addMembers')} data={PEOPLE} searchable />
          {PEOPLE.map((name, index) => (
            <Group key={name} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar name={name} color="initials" size="sm" />
                <Text size="sm">{name}</Text>
              </Group>
              <Select
                aria-label={t('dialogs.accessOf', { name })}
                w={130}
                size="xs"
                allowDeselect={false}
                defaultValue={index === 0 ? 'owner' : 'viewer'}
                data={['owner', 'editor', 'viewer'].map((value) => ({
                  value,
                  label: t(`dialogs.access.${value}`),
                }))}
              />
            </Group>
          ))}
          <CopyLinkField label={t('dialogs.link')} value={LINK} />
        </Stack>
      </Modal>
    </>
  );
}
