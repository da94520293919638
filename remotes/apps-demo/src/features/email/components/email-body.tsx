import { Alert, Box, Button, Group, Text, useComputedColorScheme } from '@mantine/core';
import { RiImageLine } from '@remixicon/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailDocument, sanitizeEmailHtml } from '../lib/sanitize-email';

interface EmailBodyProps {
  /** The email's HTML as received. */
  html: string;
  /** Accessible name of the frame. */
  title: string;
}

/**
 * An email's HTML, sanitised with DOMPurify and shown in a sandboxed frame (no scripts, no
 * same-origin access), remote images blocked until the reader allows them.
 */
export function EmailBody({ html, title }: EmailBodyProps) {
  const { t } = useTranslation('apps-demo');
  const scheme = useComputedColorScheme('light');
  const [allowImages, setAllowImages] = useState(false);
  const safe = useMemo(() => sanitizeEmailHtml(html, allowImages), [html, allowImages]);
  const textColor = scheme === 'dark' ? '#dee2e6' : '#212529';
  return (
    <Box>
      {safe.blockedImages > 0 && (
        <Alert color="yellow" variant="light" icon={<RiImageLine aria-hidden />} mb="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('email.view.imagesBlocked', { count: safe.blockedImages })}</Text>
            <Button size="xs" variant="default" onClick={() => setAllowImages(true)}>
              {t('email.view.showImages')}
            </Button>
          </Group>
        </Alert>
      )}
      <iframe
        title={title}
        sandbox=""
        srcDoc={emailDocument(safe.html, allowImages, textColor)}
        style={{ width: '100%', height: 260, border: 0, background: 'transparent' }}
        data-testid="email-body"
      />
    </Box>
  );
}
