import { Select, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';
import type { ListState } from '../list/use-list-search-params';

dayjs.extend(customParseFormat);

type FilterList<F extends Record<string, string>> = Pick<ListState<F>, 'filters' | 'setFilters'>;

export interface FilterSelectProps<F extends Record<string, string>> {
  /** List state in the URL (`useListSearchParams({ filters })`). */
  list: FilterList<F>;
  /** The filter's URL key (`status`). */
  name: keyof F & string;
  /** Field label, e.g. "Status". */
  label: string;
  /** Shown when no value is chosen, e.g. "All statuses". */
  placeholder: string;
  /** The choices: API value and translated label. */
  data: { value: string; label: string }[];
  /** Type to search the choices. Default: false. */
  searchable?: boolean;
}

/** A URL filter as a clearable Mantine Select; choosing a value goes back to page 1. */
export function FilterSelect<F extends Record<string, string>>({
  list,
  name,
  label,
  placeholder,
  data,
  searchable = false,
}: FilterSelectProps<F>) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      searchable={searchable}
      value={list.filters[name] || null}
      onChange={(value) => list.setFilters({ [name]: value ?? '' } as Partial<F>)}
      clearable
      clearButtonProps={{ 'aria-label': t('table.clearFilter', { filter: label }) }}
    />
  );
}

export interface DateFilterProps<F extends Record<string, string>> {
  /** List state in the URL. */
  list: FilterList<F>;
  /** The filter's URL key (`issuedFrom`); the value is kept as YYYY-MM-DD. */
  name: keyof F & string;
  /** Field label, e.g. "Issued from". */
  label: string;
}

const URL_DAY = 'YYYY-MM-DD';

// @mantine/dates (with its dayjs) loads with the first date filter shown, not with the kit: pages
// without one (the dashboards) do not fetch it.
const DateInput = lazy(() => import('@mantine/dates').then((m) => ({ default: m.DateInput })));

/** A URL date filter as Mantine's DateInput: typed (YYYY-MM-DD) or picked, clearable. */
export function DateFilter<F extends Record<string, string>>({
  list,
  name,
  label,
}: DateFilterProps<F>) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const raw = list.filters[name];
  return (
    <Suspense
      fallback={<TextInput label={label} placeholder={URL_DAY} value={raw ?? ''} readOnly />}
    >
      <DateInput
        label={label}
        placeholder={URL_DAY}
        valueFormat={URL_DAY}
        dateParser={(input) => {
          const day = dayjs(input.trim(), URL_DAY, true);
          return day.isValid() ? day.format(URL_DAY) : null;
        }}
        value={raw ? raw : null}
        onChange={(value) =>
          list.setFilters({ [name]: value ? dayjs(value).format(URL_DAY) : '' } as Partial<F>)
        }
        clearable
        clearButtonProps={{ 'aria-label': t('table.clearFilter', { filter: label }) }}
      />
    </Suspense>
  );
}
