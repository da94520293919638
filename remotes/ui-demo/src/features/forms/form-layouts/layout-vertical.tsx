import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { RiLockLine, RiMailLine, RiUserLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

export default function LayoutVertical() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack
      component="form"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('forms.formLayouts.vertical')}
    >
      <TextInput label={t('field.name')} leftSection={<RiUserLine size={16} aria-hidden />} />
      <TextInput
        label={t('field.email')}
        type="email"
        leftSection={<RiMailLine size={16} aria-hidden />}
      />
      <PasswordInput
        label={t('field.password')}
        leftSection={<RiLockLine size={16} aria-hidden />}
      />
      <Checkbox label={t('field.rememberMe')} />
      <Button type="submit" w="fit-content">
        {t('sample.save')}
      </Button>
    </Stack>
  );
}
