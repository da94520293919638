import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GeneratedImage } from '../../../components/generated-image';

export default function CardBasicDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {[0, 1, 2].map((seed) => (
        <Card key={seed} withBorder padding="lg">
          <Card.Section>
            <GeneratedImage seed={seed + 2} height={120} label="" />
          </Card.Section>
          <Text fw={600} mt="md">
            {t(`cards.basic.item${seed}`)}
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            {t('sample.lorem')}
          </Text>
          <Group>
            <Button variant="light" size="xs">
              {t('cards.readMore')}
            </Button>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
