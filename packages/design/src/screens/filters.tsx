import { Select, TextInput } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';
import type { ListState } from '../list/use-list-search-params';

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

/** "2026-01-01 to 2026-01-31" -> both days; one day -> [day, day]; anything else -> null. */
export function splitDateRange(text: string): [string, string] | null {
  const parts = text.split(/\s+to\s+/);
  const [start = '', end = start] = parts;
  return parts.length <= 2 && DAY.test(start) && DAY.test(end) ? [start, end] : null;
}

/** Two days as one value, "2026-01-01 to 2026-01-31" (the invoice API's `selectedDateRange`). */
export const joinDateRange = (start: string, end: string) => `${start} to ${end}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const URL_DAY = 'YYYY-MM-DD';
const day = (value: string | undefined) => (value && DAY.test(value) ? value : null);

interface DateRangeFilterBaseProps<F extends Record<string, string>> {
  /** List state in the URL. */
  list: FilterList<F>;
  /** Field label, e.g. "Issued between". */
  label: string;
}

export type DateRangeFilterProps<F extends Record<string, string>> = DateRangeFilterBaseProps<F> &
  (
    | {
        /** URL key of the first day (`issuedFrom`), YYYY-MM-DD. */
        from: keyof F & string;
        /** URL key of the last day (`issuedTo`), YYYY-MM-DD. */
        to: keyof F & string;
        name?: never;
      }
    | {
        /** One URL key holding both days, "YYYY-MM-DD to YYYY-MM-DD" (`selectedDateRange`). */
        name: keyof F & string;
        from?: never;
        to?: never;
      }
  );

// @mantine/dates (with its dayjs) loads with the first date filter shown, not with the kit: pages
// without one (the dashboards) do not fetch it.
const DatePickerInput = lazy(() =>
  import('@mantine/dates').then((m) => ({ default: m.DatePickerInput })),
);

/**
 * The one date filter of the lists: a range of days picked in one field (the first and the last
 * day, or one day twice), clearable, kept in the URL once both days are picked: in two keys
 * (`from`, `to`) or in one (`name`, "start to end"). A range left half-picked is dropped, as the
 * field shows it.
 */
export function DateRangeFilter<F extends Record<string, string>>(props: DateRangeFilterProps<F>) {
  const { list, label, name, from, to } = props;
  const { t } = useTranslation(DESIGN_NAMESPACE);
  // The first day picked waits here for the last.
  const [firstDay, setFirstDay] = useState<string | null>(null);
  // One id for the field and its calendar's anchor: the calendar (a dialog) is named by the field
  // (axe aria-dialog-name), else Mantine names it by an id no element has.
  const id = useId();
  let stored: [string | null, string | null] = [null, null];
  if (name !== undefined) stored = splitDateRange(list.filters[name] ?? '') ?? [null, null];
  else if (from !== undefined && to !== undefined)
    stored = [day(list.filters[from]), day(list.filters[to])];
  const value: [string | null, string | null] = firstDay !== null ? [firstDay, null] : stored;
  const write = (start: string, end: string) => {
    if (name !== undefined)
      list.setFilters({ [name]: start && end ? joinDateRange(start, end) : '' } as Partial<F>);
    else if (from !== undefined && to !== undefined)
      list.setFilters({ [from]: start, [to]: end } as Partial<F>);
  };
  // The picker's value of a range: [first day, last day], each YYYY-MM-DD or null.
  const change = (picked: string | string[] | [string | null, string | null] | null) => {
    if (!Array.isArray(picked)) return;
    const [start = null, end = null] = picked;
    setFirstDay(start && !end ? start : null);
    if (start && end) write(start, end);
    else if (!start && !end) write('', '');
  };
  const shown = value[0] ? `${value[0]} – ${value[1] ?? ''}` : '';
  return (
    <Suspense
      fallback={
        <TextInput label={label} placeholder={t('table.pickRange')} value={shown} readOnly />
      }
    >
      <DatePickerInput
        type="range"
        id={id}
        popoverProps={{ id }}
        label={label}
        placeholder={t('table.pickRange')}
        valueFormat={URL_DAY}
        value={value}
        onChange={change}
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': t('table.clearFilter', { filter: label }) }}
        // Mantine's red weekend days and its faded days of the next and previous months fall below
        // 4.5:1.
        weekendDays={[]}
        hideOutsideDates
        ariaLabels={{
          previousMonth: t('table.calendar.previousMonth'),
          nextMonth: t('table.calendar.nextMonth'),
          previousYear: t('table.calendar.previousYear'),
          nextYear: t('table.calendar.nextYear'),
          previousDecade: t('table.calendar.previousDecade'),
          nextDecade: t('table.calendar.nextDecade'),
          monthLevelControl: t('table.calendar.monthLevel'),
          yearLevelControl: t('table.calendar.yearLevel'),
        }}
      />
    </Suspense>
  );
}
