import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Input, List, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { TICKET_LIMITS, type Attachment } from '@portal/contract';
import { RiAttachment2, RiCloseLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/duration';

const ACCEPT = {
  'image/*': [],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt', '.log'],
};

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A dropped file as the API stores it (type and data URL agree). */
export async function toAttachment(file: File): Promise<Attachment> {
  const raw = await readDataUrl(file);
  const data = raw.slice(raw.indexOf(',') + 1);
  return {
    name: file.name,
    type: file.type,
    size: file.size,
    dataUrl: `data:${file.type};base64,${data}`,
  };
}

export interface AttachmentInputProps {
  /** Files attached so far. */
  value: Attachment[];
  onChange: (files: Attachment[]) => void;
  /** Error from the form or the API. Default: none. */
  error?: string | null;
}

/** Attachments by drag and drop or by choosing files: images, PDF, text; 5 MB each, 10 at most. */
export function AttachmentInput({ value, onChange, error }: AttachmentInputProps) {
  const { t } = useTranslation('tickets');
  const [rejected, setRejected] = useState<string | null>(null);
  const room = TICKET_LIMITS.attachments - value.length;

  const onDrop = async (files: File[]) => {
    setRejected(null);
    const accepted = files.slice(0, Math.max(room, 0));
    if (accepted.length < files.length)
      setRejected(t('attachments.tooMany', { max: TICKET_LIMITS.attachments }));
    const read = await Promise.all(accepted.map(toAttachment));
    onChange([...value, ...read]);
  };
  const onReject = (rejections: FileRejection[]) => {
    const names = rejections.map((rejection) => rejection.file.name).join(', ');
    setRejected(t('attachments.rejected', { names }));
  };
  const message = error ?? rejected;

  return (
    <Stack gap={6}>
      <Input.Label component="span">{t('attachments.label')}</Input.Label>
      <Dropzone
        onDrop={(files) => void onDrop(files)}
        onReject={onReject}
        accept={ACCEPT}
        maxSize={TICKET_LIMITS.attachmentBytes}
        disabled={room <= 0}
        // The file input inside the zone is the labelled control (a role on the zone itself
        // would nest one interactive control in another).
        inputProps={{ 'aria-label': t('attachments.drop') }}
        p="sm"
      >
        <Group gap="xs" justify="center" style={{ pointerEvents: 'none' }}>
          <RiAttachment2 size={18} aria-hidden />
          <Text size="sm">{t('attachments.drop')}</Text>
          <Text size="xs" c="dimmed">
            {t('attachments.hint')}
          </Text>
        </Group>
      </Dropzone>
      {value.length > 0 ? (
        <List spacing={4} size="sm" listStyleType="none" aria-label={t('attachments.label')}>
          {value.map((file, index) => (
            <List.Item key={`${file.name}-${index}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {file.name} ({formatBytes(file.size)})
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('attachments.remove', { name: file.name })}
                  onClick={() => onChange(value.filter((_, other) => other !== index))}
                >
                  <RiCloseLine size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      {message ? <Input.Error>{message}</Input.Error> : null}
    </Stack>
  );
}
