import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Customer } from '@portal/contract';
import { useState } from 'react';
import { useCustomers } from '../lib/customers';

export interface CustomerSelectProps {
  /** Accessible label of the field. */
  label: string;
  /** The chosen customer (kept by the parent so its name shows before any search). */
  value: Pick<Customer, 'id' | 'name'> | null;
  /** Called with the chosen customer, or null when cleared. */
  onChange: (customer: Customer | null) => void;
  /** Error text under the field. Default: none. */
  error?: string;
  /** Text when no customer matches. */
  nothingFound: string;
  /** Mark the field required. Default: false. */
  required?: boolean;
  /** Read-only. Default: false. */
  disabled?: boolean;
}

/** Searchable picker over GET /api/billing/customers (name, tax id or email, on the server). */
export function CustomerSelect({
  label,
  value,
  onChange,
  error,
  nothingFound,
  required = false,
  disabled = false,
}: CustomerSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Once a customer is chosen the search box shows its name: list everyone again.
  const query = value && debounced === value.name ? '' : debounced.trim();
  const customers = useCustomers(query);
  const found = customers.data?.customers ?? [];
  const options: Pick<Customer, 'id' | 'name'>[] =
    value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label={label}
      required={required}
      disabled={disabled}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={customers.isFetching ? undefined : nothingFound}
      data={options.map((customer) => ({
        value: String(customer.id),
        label: customer.name,
      }))}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        if (id === null) onChange(null);
        const customer = found.find((candidate) => String(candidate.id) === id);
        if (customer) onChange(customer);
      }}
      error={error}
    />
  );
}
