import { Group, List, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { RiImageLine, RiUploadCloud2Line } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_BYTES = 2 * 1024 ** 2;

export default function FileDropzone() {
  const { t } = useTranslation('ui-demo');
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState(0);
  return (
    <>
      <Dropzone
        onDrop={(dropped) => {
          setFiles(dropped);
          setRejected(0);
        }}
        onReject={(rejections) => setRejected(rejections.length)}
        maxSize={MAX_BYTES}
        accept={IMAGE_MIME_TYPE}
        inputProps={{ 'aria-label': t('field.dropzone') }}
      >
        <Group justify="center" mih={120} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <RiUploadCloud2Line size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Idle>
            <RiImageLine size={40} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="lg">{t('field.dropzone')}</Text>
            <Text size="sm" c="dimmed">
              {t('field.dropzoneHint')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rejected > 0 && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {t('field.rejected', { count: rejected })}
        </Text>
      )}
      <List size="sm" mt="xs">
        {files.map((file) => (
          <List.Item key={file.name}>{file.name}</List.Item>
        ))}
      </List>
    </>
  );
}
