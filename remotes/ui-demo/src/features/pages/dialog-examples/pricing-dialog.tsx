import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import PricingPlans from '../pricing/pricing-plans';

export default function PricingDialog() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>{t('dialogs.pricing')}</Button>
      <Modal opened={opened} onClose={close} title={t('dialogs.pricingTitle')} size="80rem">
        <Text c="dimmed" ta="center" mb="md">
          {t('pricing.intro')}
        </Text>
        {/* The pricing page's own plans: choosing one confirms it and closes the dialog. */}
        <PricingPlans onChosen={close} />
      </Modal>
    </>
  );
}
