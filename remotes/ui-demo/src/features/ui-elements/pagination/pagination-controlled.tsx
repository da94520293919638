import { Group, Pagination, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TOTAL_ITEMS = 95;
const PAGE_SIZE = 10;

export default function PaginationControlled() {
  const { t } = useTranslation('ui-demo');
  const [page, setPage] = useState(1);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, TOTAL_ITEMS);
  return (
    <Group justify="space-between">
      <Text size="sm" aria-live="polite">
        {t('sample.showing', { first, last, total: TOTAL_ITEMS })}
      </Text>
      <Pagination
        value={page}
        onChange={setPage}
        total={Math.ceil(TOTAL_ITEMS / PAGE_SIZE)}
        getControlProps={(control) => ({ 'aria-label': t(`sample.page.${control}`) })}
      />
    </Group>
  );
}
