import { Pagination, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'md', 'lg'] as const;

export default function PaginationSizes() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      {SIZES.map((size) => (
        <Pagination
          key={size}
          total={10}
          size={size}
          radius={size === 'lg' ? 'xl' : 'sm'}
          withEdges={size === 'md'}
          getControlProps={(control) => ({ 'aria-label': t(`sample.page.${control}`) })}
        />
      ))}
      <Pagination
        total={5}
        disabled
        getControlProps={(control) => ({ 'aria-label': t(`sample.page.${control}`) })}
      />
    </Stack>
  );
}
