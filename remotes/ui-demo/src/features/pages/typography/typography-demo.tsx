import { Blockquote, Code, Kbd, Mark, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function TypographyDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="xs">
      {([2, 3, 4, 5, 6] as const).map((order) => (
        <Title key={order} order={order}>
          {t('typography.heading', { level: order })}
        </Title>
      ))}
      <Text size="lg">{t('typography.lead')}</Text>
      <Text>{t('sample.lorem')}</Text>
      <Text size="sm" c="dimmed">
        {t('typography.muted')}
      </Text>
      <Text fw={700}>{t('typography.bold')}</Text>
      <Text fs="italic">{t('typography.italic')}</Text>
      <Text td="underline">{t('typography.underline')}</Text>
      <Text>
        <Mark>{t('typography.highlight')}</Mark> · <Code>npm start</Code> · <Kbd>Ctrl</Kbd> +{' '}
        <Kbd>K</Kbd>
      </Text>
      <Blockquote
        cite={`– ${t('typography.author')}`}
        // Mantine draws the cite at opacity 0.6: below 4.5:1 on the quote's tint in dark mode
        // (axe). Full opacity in the house's dimmed colour passes in both schemes.
        styles={{ cite: { opacity: 1, color: 'var(--mantine-color-dimmed)' } }}
      >
        {t('typography.quote')}
      </Blockquote>
    </Stack>
  );
}
