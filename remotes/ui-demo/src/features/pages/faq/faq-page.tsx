import { Accordion, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ErrorPanel, SearchInput, useApiError } from '@portal/design';
import {
  RiArrowGoBackLine,
  RiBankCardLine,
  RiGlobalLine,
  RiQuestionLine,
  RiServerLine,
  RiTruckLine,
} from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFaq } from './api/get-faq';

const ICONS: Record<string, typeof RiQuestionLine> = {
  'ri-bank-card-line': RiBankCardLine,
  'ri-global-line': RiGlobalLine,
  'ri-truck-line': RiTruckLine,
  'ri-arrow-go-back-line': RiArrowGoBackLine,
  'ri-server-line': RiServerLine,
};

/** The FAQ, searched by the API in the portal's language; the search is kept in the URL. */
export default function FaqPage() {
  const { t } = useTranslation('ui-demo');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const faq = useFaq(q);
  const { message } = useApiError();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('faq.title')}
      </Title>
      <Text c="dimmed">{t('faq.intro')}</Text>
      <SearchInput
        label={t('faq.search')}
        value={q}
        onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
      />
      {faq.isPending ? (
        <Skeleton height={240} />
      ) : faq.isError ? (
        <ErrorPanel message={message(faq.error)} onRetry={() => void faq.refetch()} />
      ) : faq.data.length === 0 ? (
        <Card withBorder>
          <Text role="status">{t('faq.noResults', { q })}</Text>
        </Card>
      ) : (
        faq.data.map((group) => {
          const Icon = ICONS[group.faqIcon] ?? RiQuestionLine;
          return (
            <Card key={group.faqTitle} withBorder component="section">
              <Group mb="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <div>
                  <Title order={2} size="h4">
                    {group.faqTitle}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {group.faqSubtitle}
                  </Text>
                </div>
              </Group>
              <Accordion variant="separated">
                {group.faqs.map((item) => (
                  <Accordion.Item key={item.question} value={item.question}>
                    <Accordion.Control>{item.question}</Accordion.Control>
                    <Accordion.Panel>{item.answer}</Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
