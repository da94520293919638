import { Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TYPES = ['oval', 'bars', 'dots'] as const;
const SIZES = ['xs', 'md', 'xl'] as const;

export default function LoadersDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group role="status" aria-label={t('sample.loading')}>
      {TYPES.map((type, index) => (
        <Loader
          key={type}
          type={type}
          size={SIZES[index]}
          color={['blue', 'green', 'orange'][index]}
        />
      ))}
    </Group>
  );
}
