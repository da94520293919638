import { Anchor, Box, Center, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { changeLanguage, LANGUAGES, usePreferences, type Language } from '@portal/design/base';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { authPaths } from '../paths';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  es: 'Español',
};

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

function LanguagePicker() {
  const { t } = useAuthTranslation();
  const language = usePreferences((s) => s.language);
  return (
    <NativeSelect
      size="xs"
      label={t('language')}
      value={language}
      data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void changeLanguage(next);
      }}
    />
  );
}

export interface AuthLayoutProps {
  /** The page's one `<h1>`. */
  title: string;
  /** Line under the title. */
  subtitle?: ReactNode;
  /** 'card': one centred card. 'split': a brand panel beside the form (v2 screens). Default 'card'. */
  variant?: 'card' | 'split';
  /** Widest the content gets, in px. Default 460. */
  maxWidth?: number;
  children: ReactNode;
}

function Brand() {
  const { t } = useAuthTranslation();
  return (
    <Anchor
      component={Link}
      to={authPaths.home.href()}
      fw={700}
      fz="xl"
      underline="never"
      aria-label={t('brandHome')}
    >
      {t('brand')}
    </Anchor>
  );
}

/**
 * Full-page frame of every auth screen: brand, language picker, heading, content. The blank
 * layout around it provides the `<main>` landmark.
 */
export function AuthLayout({
  title,
  subtitle,
  variant = 'card',
  maxWidth = 460,
  children,
}: AuthLayoutProps) {
  const { t } = useAuthTranslation();
  const heading = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle !== undefined && <Text>{subtitle}</Text>}
    </Stack>
  );

  if (variant === 'split')
    return (
      <Box mih="100vh" display="flex" style={{ flexWrap: 'wrap' }}>
        <Box
          bg="var(--mantine-primary-color-filled)"
          c="white"
          p="xl"
          visibleFrom="md"
          style={{
            flex: '1 1 40%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Text fw={700} fz={48} aria-hidden>
            {t('brand')}
          </Text>
        </Box>
        <Center p="md" style={{ flex: '1 1 60%' }}>
          <Stack w="100%" maw={maxWidth} gap="lg">
            <Group justify="space-between" align="flex-end">
              <Brand />
              <LanguagePicker />
            </Group>
            {heading}
            {children}
          </Stack>
        </Center>
      </Box>
    );

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={maxWidth}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <Brand />
            <LanguagePicker />
          </Group>
          {heading}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
