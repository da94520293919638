import { Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';
import { DESIGN_NAMESPACE } from '../i18n';
import { PAGE_SIZE_OPTIONS } from './use-list-search-params';

export interface ListPaginationProps {
  /** Total number of items of the list (all pages). */
  total: number;
  /** Current page, from 1. */
  page: number;
  /** Items per page. */
  itemsPerPage: number;
  /** Called with the new page. */
  onPageChange: (page: number) => void;
  /** Called with the new page size; omit to hide the page-size select. */
  onItemsPerPageChange?: (itemsPerPage: number) => void;
  /** Page-size choices. Default: PAGE_SIZE_OPTIONS (5, 10, 20, 25, 50, 100). */
  pageSizeOptions?: readonly number[];
}

/** Page-size select, "Showing x to y of z" and Mantine pagination, translated. */
export function ListPagination({
  total,
  page,
  itemsPerPage,
  onPageChange,
  onItemsPerPageChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: ListPaginationProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, itemsPerPage)));
  const from = total === 0 ? 0 : (page - 1) * itemsPerPage + 1;
  const to = Math.min(total, page * itemsPerPage);
  return (
    <Group justify="space-between" gap="sm" py="sm">
      <Group gap="xs">
        {onItemsPerPageChange && (
          <>
            <Text size="sm" component="label" htmlFor={sizeId}>
              {t('rowsPerPage')}
            </Text>
            <Select
              id={sizeId}
              w={90}
              size="xs"
              allowDeselect={false}
              data={pageSizeOptions.map(String)}
              value={String(itemsPerPage)}
              onChange={(value) => value !== null && onItemsPerPageChange(Number(value))}
            />
          </>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('showing', {
            from: formatNumber(from),
            to: formatNumber(to),
            total: formatNumber(total),
          })}
        </Text>
      </Group>
      <nav aria-label={t('pagination.label')}>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          withEdges
          getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      </nav>
    </Group>
  );
}
