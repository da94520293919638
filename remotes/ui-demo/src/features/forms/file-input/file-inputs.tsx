import { FileInput, Stack } from '@mantine/core';
import { RiAttachmentLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

export default function FileInputs() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      <FileInput label={t('field.file')} placeholder={t('field.chooseFile')} clearable />
      <FileInput label={t('field.files')} placeholder={t('field.chooseFiles')} multiple clearable />
      <FileInput
        label={t('field.image')}
        description={t('field.imageHint')}
        placeholder={t('field.chooseFile')}
        accept="image/png,image/jpeg"
        leftSection={<RiAttachmentLine size={16} aria-hidden />}
      />
    </Stack>
  );
}
