import { Button, Group } from '@mantine/core';
import { notify } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

export default function SnackbarBasic() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group>
      <Button color="green" autoContrast onClick={() => notify.success(t('sample.snackSuccess'))}>
        {t('sample.color.success')}
      </Button>
      <Button color="red.9" autoContrast onClick={() => notify.error(t('sample.snackError'))}>
        {t('sample.color.error')}
      </Button>
    </Group>
  );
}
