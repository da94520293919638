import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export default function DialogScroll() {
  const { t } = useTranslation('ui-demo');
  const [scroll, scrollHandlers] = useDisclosure(false);
  const [full, fullHandlers] = useDisclosure(false);
  const [nested, nestedHandlers] = useDisclosure(false);
  return (
    <Group>
      <Button onClick={scrollHandlers.open}>{t('sample.scrollable')}</Button>
      <Button variant="outline" onClick={fullHandlers.open}>
        {t('sample.fullScreen')}
      </Button>
      <Modal opened={scroll} onClose={scrollHandlers.close} title={t('sample.scrollable')}>
        {Array.from({ length: 20 }, (_, index) => (
          <Text key={index} mb="sm">
            {t('sample.lorem')}
          </Text>
        ))}
      </Modal>
      <Modal opened={full} onClose={fullHandlers.close} title={t('sample.fullScreen')} fullScreen>
        <Button onClick={nestedHandlers.open}>{t('sample.openNested')}</Button>
        {/* Composed so its header is not a second <header> (banner landmark) over the first. */}
        <Modal.Root opened={nested} onClose={nestedHandlers.close}>
          <Modal.Overlay />
          <Modal.Content>
            <Modal.Header component="div">
              <Modal.Title>{t('sample.nested')}</Modal.Title>
              <Modal.CloseButton aria-label={t('sample.close')} />
            </Modal.Header>
            <Modal.Body>
              <Text>{t('sample.lorem')}</Text>
            </Modal.Body>
          </Modal.Content>
        </Modal.Root>
      </Modal>
    </Group>
  );
}
