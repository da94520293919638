import {
  Anchor,
  Card,
  Group,
  Image,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { ErrorPanel, SearchInput, apiErrorMessage } from '@portal/design';
import type { HelpCenterCard } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RemixIcon } from '../../../lib/remix-icon';
import { useHelpCenter } from '../api/get-help-center';

function CardGrid({ title, cards }: { title: string; cards: HelpCenterCard[] }) {
  const { t } = useTranslation('apps-demo');
  if (cards.length === 0) return null;
  return (
    <Stack component="section" aria-label={title}>
      <Title order={2} size="h3" ta="center">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cards.map((card) => (
          <Card withBorder padding="lg" key={card.slug}>
            <Stack align="center" gap="xs">
              <Image src={card.img} alt="" w={64} h={64} radius="md" />
              <Title order={3} size="h5">
                {card.title}
              </Title>
              <Text size="sm" ta="center">
                {card.subtitle}
              </Text>
              <Anchor
                component={Link}
                to={paths.helpCenter.article.href(card.slug)}
                aria-label={t('helpCenter.readMoreAbout', { title: card.title })}
              >
                {t('helpCenter.readMore')}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default function HelpCenterPage() {
  const { t } = useTranslation('apps-demo');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const query = useHelpCenter(q);
  const setQuery = (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true });
  const data = query.data;
  const nothing =
    data && data.popularArticles.length + data.allArticles.length + data.keepLearning.length === 0;

  return (
    <Stack gap="xl">
      <Card withBorder padding="xl">
        <Stack align="center">
          <Title order={1} size="h2" ta="center">
            {t('helpCenter.title')}
          </Title>
          <Text ta="center">{t('helpCenter.subtitle')}</Text>
          <SearchInput label={t('helpCenter.search')} value={q} onSearch={setQuery} />
        </Stack>
      </Card>
      {query.isError ? (
        <ErrorPanel
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton height={400} />
      ) : nothing ? (
        <Card withBorder padding="xl">
          <Text ta="center">{t('helpCenter.noResults', { q })}</Text>
        </Card>
      ) : (
        <>
          <CardGrid title={t('helpCenter.popular')} cards={data.popularArticles} />
          {data.allArticles.length > 0 && (
            <Stack component="section" aria-label={t('helpCenter.knowledgeBase')}>
              <Title order={2} size="h3" ta="center">
                {t('helpCenter.knowledgeBase')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {data.allArticles.map((category) => (
                  <Card withBorder padding="lg" key={category.title}>
                    <Group mb="sm">
                      <ThemeIcon variant="light" size="lg">
                        <RemixIcon name={category.icon} />
                      </ThemeIcon>
                      <Title order={3} size="h5">
                        {category.title}
                      </Title>
                    </Group>
                    <List spacing={4} size="sm">
                      {category.articles.map((article) => (
                        <List.Item key={article.slug}>
                          <Anchor
                            component={Link}
                            to={paths.helpCenter.article.href(article.slug)}
                            size="sm"
                          >
                            {article.title}
                          </Anchor>
                        </List.Item>
                      ))}
                    </List>
                    <Text size="xs" c="dimmed" mt="sm">
                      {t('helpCenter.articleCount', { count: category.articles.length })}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          )}
          <CardGrid title={t('helpCenter.keepLearning')} cards={data.keepLearning} />
        </>
      )}
    </Stack>
  );
}
