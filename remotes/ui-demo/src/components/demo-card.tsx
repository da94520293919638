import {
  ActionIcon,
  Button,
  Card,
  Code,
  Collapse,
  CopyButton,
  Group,
  ScrollArea,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { RiCheckLine, RiCodeSSlashLine, RiFileCopyLine } from '@remixicon/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DemoCardProps {
  /** Visible title of the demo (already translated). */
  title: string;
  /** Source of the demo's own file, imported with `?raw` at build time. */
  code: string;
  /** The live demo. */
  children: ReactNode;
}

/** One live demo with a "Code" toggle that shows (and copies) the file that renders it. */
export function DemoCard({ title, code, children }: DemoCardProps) {
  const { t } = useTranslation('ui-demo');
  const [opened, { toggle }] = useDisclosure(false);
  const codeId = useId();
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h5" id={titleId}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<RiCodeSSlashLine size={16} aria-hidden />}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={codeId}
        >
          {t('demo.code')}
        </Button>
      </Group>
      {children}
      <Collapse expanded={opened} id={codeId}>
        <Group justify="flex-end" mt="md" mb={4}>
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('demo.copied') : t('demo.copy')} withArrow>
                <ActionIcon
                  variant="light"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? t('demo.copied') : t('demo.copy')}
                >
                  {copied ? <RiCheckLine size={16} /> : <RiFileCopyLine size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <ScrollArea.Autosize mah={420} type="auto">
          {/* Source code reads left to right in every language. */}
          <Code block dir="ltr" tabIndex={0} aria-label={t('demo.sourceOf', { title })}>
            {code}
          </Code>
        </ScrollArea.Autosize>
      </Collapse>
    </Card>
  );
}
