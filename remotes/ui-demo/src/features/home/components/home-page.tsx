import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { catalog } from '../../../config/catalog';

/** Overview of every demo page by menu group (the shell sets document.title). */
export default function HomePage() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('home.title')}
        </Title>
        <Text c="dimmed">{t('home.body')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {catalog.map((group) => (
          <Card key={group.titleKey} withBorder component="section">
            <Title order={2} size="h4" mb="sm">
              {t(group.titleKey)}
            </Title>
            <List spacing={4} listStyleType="none">
              {group.entries.map((entry) => (
                <List.Item key={entry.path}>
                  <Anchor component={Link} to={entry.path}>
                    {t(entry.titleKey)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
