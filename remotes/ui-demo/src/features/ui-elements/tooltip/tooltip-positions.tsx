import { Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

export default function TooltipPositions() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group>
      {POSITIONS.map((position) => (
        <Tooltip key={position} label={t('sample.tooltip')} position={position} withArrow>
          <Button variant="light">{t(`sample.position.${position}`)}</Button>
        </Tooltip>
      ))}
    </Group>
  );
}
