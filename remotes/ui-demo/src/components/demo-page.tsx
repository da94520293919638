import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from './demo-card';

export interface Demo {
  /** Translation key (ui-demo namespace) of the demo's title. */
  titleKey: string;
  /** The demo, one component per file. */
  component: ComponentType;
  /** That file's source, imported with `?raw`. */
  code: string;
}

export interface DemoPageProps {
  /** Translation key of the page title. */
  titleKey: string;
  /** Translation key of a one-line introduction. Default: none. */
  introKey?: string;
  demos: Demo[];
  /** Columns from the large breakpoint up. Default: 2. */
  columns?: number;
}

/** A page of live demos, each in a DemoCard showing its own source. */
export function DemoPage({ titleKey, introKey, demos, columns = 2 }: DemoPageProps) {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t(titleKey)}
        </Title>
        {introKey && <Text c="dimmed">{t(introKey)}</Text>}
      </div>
      <SimpleGrid cols={{ base: 1, lg: columns }}>
        {demos.map(({ titleKey: key, component: Component, code }) => (
          <DemoCard key={key} title={t(key)} code={code}>
            <Component />
          </DemoCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
