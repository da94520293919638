import '@mantine/carousel/styles.css';
import {
  Accordion,
  Avatar,
  Button,
  Card,
  Group,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatCurrency } from '@portal/design/base';
import {
  RiCustomerService2Line,
  RiGlobalLine,
  RiHistoryLine,
  RiMailLine,
  RiServerLine,
  RiWindowLine,
} from '@remixicon/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TranslatedCarousel } from '../../components/translated-carousel';
import { PLANS } from '../../lib/plans';
import { ContactForm } from './components/contact-form';
import { FrontLayout, type FrontLink } from './components/front-layout';

const SECTIONS: FrontLink[] = ['features', 'reviews', 'team', 'pricing', 'faq', 'contact'].map(
  (id) => ({
    labelKey: `front.landing.sections.${id}`,
    to: `#${id}`,
  }),
);
/** What the company sells and does, each with its icon. */
const SERVICES = [
  { key: 'hosting', icon: RiWindowLine },
  { key: 'vps', icon: RiServerLine },
  { key: 'domains', icon: RiGlobalLine },
  { key: 'email', icon: RiMailLine },
  { key: 'backups', icon: RiHistoryLine },
  { key: 'support', icon: RiCustomerService2Line },
];
const REVIEWERS = [
  'Eugenia Moore',
  'Tommy Haffman',
  'Eugene Clarke',
  'Curtis Fletcher',
  'Sara Smith',
];
const TEAM = ['Sophie Gilbert', 'Paul Miles', 'Nannie Ford', 'Chris Watkins'];
const QUESTIONS = ['q0', 'q1', 'q2', 'q3'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py="xl"
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} ta="center" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export default function LandingPage() {
  const { t } = useTranslation('ui-demo');
  return (
    <FrontLayout links={SECTIONS}>
      <Stack align="center" ta="center" py="xl" gap="md">
        <Title order={1}>{t('front.landing.heroTitle')}</Title>
        <Text size="lg" c="dimmed" maw={640}>
          {t('front.landing.heroText')}
        </Text>
        <Group>
          <Button component={Link} to="/front-pages/pricing" size="md">
            {t('front.landing.getStarted')}
          </Button>
          <Button component="a" href="#features" variant="default" size="md">
            {t('front.landing.learnMore')}
          </Button>
        </Group>
      </Stack>

      <Section id="features" title={t('front.landing.sections.features')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {SERVICES.map(({ key, icon: Icon }) => (
            <Stack key={key} align="center" ta="center" gap="xs">
              <ThemeIcon size={48} variant="light" radius="xl" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Text fw={600}>{t(`front.landing.features.${key}`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`front.landing.features.${key}Text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="reviews" title={t('front.landing.sections.reviews')}>
        <TranslatedCarousel
          slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
          slideGap="md"
          emblaOptions={{ loop: true, align: 'start' }}
          // Not the section's own title: two landmarks of one name are ambiguous (axe landmark-unique).
          aria-label={t('front.landing.reviewsCarousel')}
        >
          {REVIEWERS.map((name, index) => (
            <TranslatedCarousel.Slide key={name}>
              <Card withBorder h="100%">
                <Rating
                  value={5 - (index % 2)}
                  readOnly
                  role="img"
                  aria-label={t('field.readOnlyRating', { value: 5 - (index % 2) })}
                />
                <Text my="sm">{t(`front.landing.reviews.r${index}`)}</Text>
                <Group gap="sm">
                  <Avatar name={name} color="initials" />
                  <Text fw={500}>{name}</Text>
                </Group>
              </Card>
            </TranslatedCarousel.Slide>
          ))}
        </TranslatedCarousel>
      </Section>

      <Section id="team" title={t('front.landing.sections.team')}>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {TEAM.map((name, index) => (
            <Card key={name} withBorder padding="md">
              <Stack align="center" gap={4} ta="center">
                {/* Initials: the portal has no pictures of its staff, and shows none made up. */}
                <Avatar name={name} color="initials" size="lg" mb="xs" />
                <Text fw={600}>{name}</Text>
                <Text size="sm" c="dimmed">
                  {t(`front.landing.roles.r${index}`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="pricing" title={t('front.landing.sections.pricing')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {PLANS.map((plan) => (
            <Card key={plan.id} withBorder ta="center">
              <Text fw={600}>{t(`plan.${plan.id}`)}</Text>
              <Text fz={28} fw={700}>
                {formatCurrency(plan.monthly, 'USD', { maximumFractionDigits: 0 })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('pricing.perMonth')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="center">
          <Button component={Link} to="/front-pages/pricing" variant="light">
            {t('front.landing.comparePlans')}
          </Button>
        </Group>
      </Section>

      <Section id="faq" title={t('front.landing.sections.faq')}>
        <Accordion variant="separated" maw={760} mx="auto" w="100%">
          {QUESTIONS.map((q) => (
            <Accordion.Item key={q} value={q}>
              <Accordion.Control>{t(`front.landing.faq.${q}`)}</Accordion.Control>
              <Accordion.Panel>{t(`front.landing.faq.${q}Answer`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Section>

      <Section id="contact" title={t('front.landing.sections.contact')}>
        <Card withBorder maw={760} mx="auto" w="100%">
          <ContactForm />
        </Card>
      </Section>
    </FrontLayout>
  );
}
