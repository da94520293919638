import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function ButtonGroupDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group>
      <Button.Group>
        <Button variant="default">{t('sample.first')}</Button>
        <Button variant="default">{t('sample.second')}</Button>
        <Button variant="default">{t('sample.third')}</Button>
      </Button.Group>
      <Button component={Link} to="/components/badge" variant="outline">
        {t('sample.routerLink')}
      </Button>
    </Group>
  );
}
