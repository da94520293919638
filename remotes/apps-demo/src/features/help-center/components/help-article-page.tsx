import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Grid,
  Group,
  Image,
  NavLink,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { RiThumbDownLine, RiThumbUpLine } from '@remixicon/react';
import {
  ErrorPanel,
  PageLoader,
  apiErrorMessage,
  formatDate,
  notify,
  useApiError,
} from '@portal/design/base';
import type { HelpArticle } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { sanitizeHtml } from '@portal/design/safe-html';
import { useArticleFeedback, useHelpArticle } from '../api/get-help-center';

/** Article HTML from the API, sanitised (DOMPurify, fail closed) before it reaches the DOM. */
function SafeHtml({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
}

/** "Updated 2 October 2026" in the portal's language; any other text as the API wrote it. */
function LastUpdated({ value }: { value: string }) {
  const { t } = useTranslation('apps-demo');
  // A calendar day: formatted in UTC, so that no time zone moves it to the day before.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatDate(value, { dateStyle: 'long', timeZone: 'UTC' })
    : '';
  return (
    <Text size="sm" c="dimmed">
      {date ? t('helpCenter.updated', { date }) : value}
    </Text>
  );
}

function ArticleView({ article }: { article: HelpArticle }) {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const feedback = useArticleFeedback();
  const [answered, setAnswered] = useState(false);
  const vote = (helpful: boolean) =>
    feedback.mutate(
      { slug: article.slug, helpful },
      {
        onSuccess: () => setAnswered(true),
        onError: (error) => notify.error(message(error)),
      },
    );

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder padding="lg">
          <Stack>
            <nav aria-label={t('helpCenter.breadcrumb')}>
              <Breadcrumbs>
                <Anchor component={Link} to={paths.helpCenter.landing.href()}>
                  {t('helpCenter.title')}
                </Anchor>
                <Text>{article.category}</Text>
                <Text aria-current="page">{article.title}</Text>
              </Breadcrumbs>
            </nav>
            <Title order={1} size="h2">
              {article.title}
            </Title>
            <LastUpdated value={article.lastUpdated} />
            <SafeHtml html={article.productContent} />
            <Image src={article.productImg} alt="" radius="md" />
            <SafeHtml html={article.checkoutContent} />
            <Image src={article.checkoutImg} alt="" radius="md" />
            <Card withBorder padding="md" component="section" aria-label={t('helpCenter.helpful')}>
              {answered ? (
                <Text role="status">
                  {t('helpCenter.thanks', { yes: article.helpful.yes, no: article.helpful.no })}
                </Text>
              ) : (
                <Group>
                  <Text fw={500}>{t('helpCenter.helpful')}</Text>
                  <Button
                    variant="default"
                    leftSection={<RiThumbUpLine size={16} aria-hidden="true" />}
                    onClick={() => vote(true)}
                    loading={feedback.isPending && feedback.variables.helpful}
                  >
                    {t('helpCenter.yes')}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<RiThumbDownLine size={16} aria-hidden="true" />}
                    onClick={() => vote(false)}
                    loading={feedback.isPending && !feedback.variables.helpful}
                  >
                    {t('helpCenter.no')}
                  </Button>
                </Group>
              )}
            </Card>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card
          withBorder
          padding="md"
          component="nav"
          aria-label={t('helpCenter.inCategory', { category: article.category })}
        >
          <Title order={2} size="h5" mb="sm">
            {t('helpCenter.inCategory', { category: article.category })}
          </Title>
          {article.articleList.map((item) => (
            <NavLink
              key={item.slug}
              component={Link}
              to={paths.helpCenter.article.href(item.slug)}
              label={item.title}
              active={item.slug === article.slug}
              aria-current={item.slug === article.slug ? 'page' : undefined}
            />
          ))}
        </Card>
      </Grid.Col>
    </Grid>
  );
}

export default function HelpArticlePage() {
  const { t } = useTranslation('apps-demo');
  const { slug = '' } = useParams();
  const article = useHelpArticle(slug);
  if (article.isError)
    return (
      <Stack>
        <Anchor component={Link} to={paths.helpCenter.landing.href()}>
          {t('helpCenter.backToHelp')}
        </Anchor>
        <ErrorPanel
          message={apiErrorMessage(article.error, t)}
          onRetry={() => void article.refetch()}
        />
      </Stack>
    );
  // A new key per article resets the "Was this helpful?" answer when the slug changes.
  return article.data ? (
    <ArticleView key={article.data.slug} article={article.data} />
  ) : (
    <PageLoader />
  );
}
