import { Box, Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function TooltipOptions() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group>
      <Tooltip label={t('sample.tooltip')} openDelay={500} closeDelay={200}>
        <Button variant="outline">{t('sample.delay')}</Button>
      </Tooltip>
      <Tooltip label={t('sample.lorem')} multiline w={220} withArrow>
        <Button variant="outline">{t('sample.multiline')}</Button>
      </Tooltip>
      <Tooltip.Floating label={t('sample.tooltip')}>
        <Box p="md" bd="1px dashed gray" tabIndex={0}>
          {t('sample.floating')}
        </Box>
      </Tooltip.Floating>
    </Group>
  );
}
