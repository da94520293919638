import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const VARIANTS = ['default', 'filled', 'unstyled'] as const;
const SIZES = ['xs', 'md', 'xl'] as const;

export default function TextfieldVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {VARIANTS.map((variant) => (
        <TextInput
          key={variant}
          variant={variant}
          label={t('sample.variant', { name: variant })}
          placeholder={variant}
        />
      ))}
      {SIZES.map((size) => (
        <TextInput key={size} size={size} label={t('field.size', { size })} />
      ))}
    </SimpleGrid>
  );
}
