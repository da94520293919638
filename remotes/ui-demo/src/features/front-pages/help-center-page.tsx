import { Card, List, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { RiBookOpenLine, RiBankCardLine, RiRocketLine, RiUserSettingsLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FrontLayout } from './components/front-layout';

const CATEGORIES = [
  { key: 'gettingStarted', icon: RiRocketLine, articles: ['a0', 'a1', 'a2'] },
  { key: 'account', icon: RiUserSettingsLine, articles: ['a3', 'a4'] },
  { key: 'billing', icon: RiBankCardLine, articles: ['a5', 'a6'] },
  { key: 'guides', icon: RiBookOpenLine, articles: ['a7', 'a8'] },
];

export default function HelpCenterPage() {
  const { t } = useTranslation('ui-demo');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const categories = CATEGORIES.map((category) => ({
    ...category,
    articles: category.articles.filter((article) =>
      t(`front.help.articles.${article}`).toLowerCase().includes(needle),
    ),
  })).filter((category) => category.articles.length > 0);
  return (
    <FrontLayout>
      <Stack>
        <Title order={1} ta="center">
          {t('front.help.title')}
        </Title>
        <TextInput
          label={t('front.help.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={560}
          mx="auto"
          w="100%"
        />
        {categories.length === 0 ? (
          <Text ta="center" role="status">
            {t('front.help.noResults')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {categories.map(({ key, icon: Icon, articles }) => (
              <Card key={key} withBorder component="section" aria-labelledby={`help-${key}`}>
                <ThemeIcon variant="light" size="lg" aria-hidden mb="sm">
                  <Icon size={20} />
                </ThemeIcon>
                <Title order={2} size="h4" id={`help-${key}`} mb="xs">
                  {t(`front.help.categories.${key}`)}
                </Title>
                <List spacing={4} listStyleType="none">
                  {articles.map((article) => (
                    <List.Item key={article}>
                      <Text size="sm">{t(`front.help.articles.${article}`)}</Text>
                    </List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </FrontLayout>
  );
}
