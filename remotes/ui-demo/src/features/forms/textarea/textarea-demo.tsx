import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX = 120;

export default function TextareaDemo() {
  const { t } = useTranslation('ui-demo');
  const [bio, setBio] = useState('');
  return (
    <Stack>
      <Textarea label={t('field.autosize')} autosize minRows={2} maxRows={6} />
      <div>
        <Textarea
          label={t('field.bio')}
          maxLength={MAX}
          value={bio}
          onChange={(event) => setBio(event.currentTarget.value)}
          aria-describedby="bio-counter"
        />
        <Text id="bio-counter" size="xs" c="dimmed" ta="end">
          {t('field.counter', { count: bio.length, max: MAX })}
        </Text>
      </div>
      <Textarea label={t('field.comment')} error={t('validation.required')} withAsterisk />
    </Stack>
  );
}
