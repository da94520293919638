import { Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDisclosure, useId, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';
import { SearchInput } from '../list/search-input';
import type { ListState } from '../list/use-list-search-params';
import { DataTable, type DataTableProps } from './data-table';

export interface ListScreenProps<T, TData> extends DataTableProps<T, TData> {
  /** Page title (the page's h1). */
  title: string;
  /** Header actions, e.g. `<Can I="create" a="Factura"><Button>New invoice</Button></Can>`. Default: none. */
  actions?: ReactNode;
  /** Stat cards above the filters. Default: none. */
  stats?: ReactNode;
  /** Filter fields (`FilterSelect`, `DateRangeFilter`), laid out in a "Filters" card. Default: no card. */
  filters?: ReactNode;
  /** Columns of the filter grid from the md breakpoint. Default: 4. */
  filterColumns?: number;
  /** Search box label; with it, a search box writes `q` to the URL. Default: no search. */
  searchLabel?: string;
  /** The list state; ListScreen needs `q` and `setQuery` too. */
  list: DataTableProps<T, TData>['list'] &
    Pick<ListState<Record<string, string>>, 'q' | 'setQuery'>;
  /** Extra content under the table card (dialogs). Default: none. */
  children?: ReactNode;
}

/**
 * A list page: title and actions, stat cards, a Filters card, then a card with the search box
 * and the kit's DataTable. A list page is its columns, its filters and this.
 */
export function ListScreen<T, TData>({
  title,
  actions,
  stats,
  filters,
  filterColumns = 4,
  searchLabel,
  children,
  ...table
}: ListScreenProps<T, TData>) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  // On a phone the filters fold away behind a button: open, they filled the first screen.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [filtersOpen, filtersToggle] = useDisclosure(false);
  const filtersId = useId();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {stats}
      {filters ? (
        <Card withBorder padding="lg">
          <Group justify="space-between" mb={phone && !filtersOpen ? 0 : 'sm'}>
            <Title order={2} size="h5">
              {t('table.filters')}
            </Title>
            {phone ? (
              <Button
                variant="subtle"
                size="compact-sm"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={filtersToggle.toggle}
              >
                {filtersOpen ? t('table.hideFilters') : t('table.showFilters')}
              </Button>
            ) : null}
          </Group>
          {!phone || filtersOpen ? (
            <SimpleGrid id={filtersId} cols={{ base: 1, sm: 2, md: filterColumns }}>
              {filters}
            </SimpleGrid>
          ) : null}
        </Card>
      ) : null}
      <Card withBorder padding="lg">
        {/* The search box starts the table's toolbar row: one row with "Columns" and the export. */}
        <DataTable
          {...table}
          toolbar={
            searchLabel ? (
              <Group gap="sm" align="flex-end">
                <SearchInput
                  label={searchLabel}
                  value={table.list.q}
                  onSearch={(q) => table.list.setQuery(q)}
                />
                {table.toolbar}
              </Group>
            ) : (
              table.toolbar
            )
          }
        />
      </Card>
      {children}
    </Stack>
  );
}
