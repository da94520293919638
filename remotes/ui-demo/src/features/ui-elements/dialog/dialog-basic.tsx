import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export default function DialogBasic() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const [persistent, persistentHandlers] = useDisclosure(false);
  return (
    <Group>
      <Button onClick={open}>{t('sample.openDialog')}</Button>
      <Button variant="outline" onClick={persistentHandlers.open}>
        {t('sample.persistent')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('sample.dialogTitle')}>
        <Text>{t('sample.lorem')}</Text>
      </Modal>
      <Modal
        opened={persistent}
        onClose={persistentHandlers.close}
        title={t('sample.persistent')}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
      >
        <Text mb="md">{t('sample.persistentText')}</Text>
        <Button onClick={persistentHandlers.close}>{t('sample.agree')}</Button>
      </Modal>
    </Group>
  );
}
