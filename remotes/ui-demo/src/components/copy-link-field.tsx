import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CopyLinkFieldProps {
  /** Label of the read-only field. */
  label: string;
  /** The link shown and copied. */
  value: string;
}

/** A read-only link with a "Copy link" button that says when it copied. */
export function CopyLinkField({ label, value }: CopyLinkFieldProps) {
  const { t } = useTranslation('ui-demo');
  return (
    <Group wrap="nowrap" align="flex-end">
      <TextInput label={label} value={value} readOnly dir="ltr" style={{ flex: 1 }} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? t('demo.copied') : t('dialogs.copyLink')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
