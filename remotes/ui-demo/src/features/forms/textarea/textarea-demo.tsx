import { Stack, Textarea } from '@mantine/core';
import { useCharacterLimit } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX = 120;

export default function TextareaDemo() {
  const { t } = useTranslation('ui-demo');
  const [bio, setBio] = useState('');
  const limit = useCharacterLimit();
  return (
    <Stack>
      <Textarea label={t('field.autosize')} autosize minRows={2} maxRows={6} />
      {/* The kit's counter, shown from the first character: nothing typed is cut. */}
      <Textarea
        label={t('field.bio')}
        {...limit({ value: bio }, MAX, { counterFrom: 0 })}
        onChange={(event) => setBio(event.currentTarget.value)}
      />
      <Textarea label={t('field.comment')} error={t('validation.required')} withAsterisk />
    </Stack>
  );
}
