import { Accordion, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const VARIANTS = ['default', 'contained', 'filled', 'separated'] as const;
const ITEMS = ['one', 'two'];

export default function PanelVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      {VARIANTS.map((variant) => (
        <Accordion key={variant} variant={variant} multiple={variant === 'separated'}>
          {ITEMS.map((item) => (
            <Accordion.Item key={item} value={item}>
              <Accordion.Control>
                {t('sample.panel', { name: `${variant} ${item}` })}
              </Accordion.Control>
              <Accordion.Panel>{t('sample.lorem')}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ))}
    </Stack>
  );
}
