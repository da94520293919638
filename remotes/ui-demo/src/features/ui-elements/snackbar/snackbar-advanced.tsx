import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SNACKBAR_TIMEOUT_MS } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

const POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

export default function SnackbarAdvanced() {
  const { t } = useTranslation('ui-demo');
  const loadThenUpdate = () => {
    const id = notifications.show({ loading: true, message: t('sample.saving'), autoClose: false });
    setTimeout(() => {
      notifications.update({
        id,
        loading: false,
        color: 'green',
        message: t('sample.snackSuccess'),
        autoClose: SNACKBAR_TIMEOUT_MS,
      });
    }, 1500);
  };
  const withAction = () => {
    const id = notifications.show({
      message: (
        <Group justify="space-between" wrap="nowrap">
          {t('sample.itemDeleted')}
          <Button size="compact-xs" variant="light" onClick={() => notifications.hide(id)}>
            {t('sample.undo')}
          </Button>
        </Group>
      ),
      autoClose: SNACKBAR_TIMEOUT_MS,
    });
  };
  return (
    <Group>
      <Button variant="light" onClick={loadThenUpdate}>
        {t('sample.loadingThenUpdated')}
      </Button>
      <Button variant="light" onClick={withAction}>
        {t('sample.withAction')}
      </Button>
      {POSITIONS.map((position) => (
        <Button
          key={position}
          variant="default"
          onClick={() =>
            notifications.show({ position, message: t('sample.snackPosition', { position }) })
          }
        >
          {position}
        </Button>
      ))}
    </Group>
  );
}
