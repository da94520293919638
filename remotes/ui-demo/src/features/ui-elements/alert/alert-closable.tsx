import { Alert, Button } from '@mantine/core';
import { RiErrorWarningLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function AlertClosable() {
  const { t } = useTranslation('ui-demo');
  const [visible, setVisible] = useState(true);
  if (!visible) return <Button onClick={() => setVisible(true)}>{t('sample.reset')}</Button>;
  return (
    <Alert
      color="orange"
      title={t('sample.alertTitle')}
      icon={<RiErrorWarningLine aria-hidden />}
      withCloseButton
      closeButtonLabel={t('sample.close')}
      onClose={() => setVisible(false)}
    >
      {t('sample.lorem')}
    </Alert>
  );
}
