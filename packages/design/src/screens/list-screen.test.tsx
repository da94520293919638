import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMediaQuery, renderWithProviders } from '../testing';
import { useListSearchParams } from '../list/use-list-search-params';
import { ListScreen } from './list-screen';
import { FilterSelect } from './filters';
import type { ListColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  total: number;
}
const ALL: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: i % 2 ? `=HYPERLINK(${i})` : `Customer ${i + 1}`,
  total: (i + 1) * 100,
}));

const fetchPage = vi.fn(
  async (params: {
    page: number;
    itemsPerPage: number;
    sortBy?: string;
    orderBy?: string;
    q?: string;
    parity?: string;
  }) => {
    await Promise.resolve();
    let rows = ALL.filter((r) => !params.q || r.name.includes(params.q));
    if (params.parity) rows = rows.filter((r) => (r.id % 2 === 0) === (params.parity === 'even'));
    if (params.sortBy === 'total')
      rows = [...rows].sort((a, b) =>
        params.orderBy === 'desc' ? b.total - a.total : a.total - b.total,
      );
    const start = (params.page - 1) * params.itemsPerPage;
    return { rows: rows.slice(start, start + params.itemsPerPage), total: rows.length };
  },
);

const columns: ListColumn<Row>[] = [
  { id: 'name', title: 'Name', csv: (r) => r.name },
  { id: 'total', title: 'Total', kind: 'money', sortable: true, csv: (r) => r.total },
];

function Page({ fail = false, narrow = false }: { fail?: boolean; narrow?: boolean }) {
  const list = useListSearchParams({ filters: { parity: '' } });
  const query = useQuery({
    queryKey: ['test', 'rows', list.params, fail],
    queryFn: () => (fail ? Promise.reject(new TypeError('offline')) : fetchPage(list.params)),
    retry: false,
  });
  return (
    <ListScreen
      title="Rows"
      label="Test rows"
      storageKey="test.rows"
      searchLabel="Search rows"
      list={list}
      query={query}
      columns={narrow ? columns.map((c) => ({ ...c, hidden: c.id === 'total' })) : columns}
      records={(data) => data.rows}
      total={(data) => data.total}
      rowLabel={(row) => row.name}
      filters={
        <FilterSelect
          list={list}
          name="parity"
          label="Parity"
          placeholder="All"
          data={[
            { value: 'even', label: 'Even' },
            { value: 'odd', label: 'Odd' },
          ]}
        />
      }
      bulkActions={(selected) => <Button size="xs">Archive {selected.length}</Button>}
      csv={{ filename: 'rows.csv', fetchAll: () => Promise.resolve(ALL) }}
      emptyAction={<Button>New row</Button>}
    />
  );
}

const dataRows = async () => {
  const table = await screen.findByRole('table', { name: 'Test rows' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
};

afterEach(() => vi.restoreAllMocks());

describe('ListScreen and DataTable', () => {
  it('shows skeleton rows, then the page, with money right-aligned and paging in the URL', async () => {
    const { user, location } = renderWithProviders(<Page />, { route: '/rows', path: '/rows' });
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(10);
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location().search).toBe('?page=3'));
    expect(await dataRows()).toHaveLength(3);
  });

  it('puts the search box, the export and "Columns" on one toolbar row above the table', async () => {
    renderWithProviders(<Page />, { route: '/rows', path: '/rows' });
    await dataRows();
    const search = screen.getByLabelText('Search rows');
    // The nearest box holding both the search box and "Columns": the toolbar row, not the card.
    let row = screen.getByRole('button', { name: 'Columns' }).parentElement;
    while (row && !row.contains(search)) row = row.parentElement;
    if (!row) throw new Error('no common row');
    expect(row).toHaveClass('mantine-Group-root');
    expect(within(row).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(within(row).queryByRole('table')).not.toBeInTheDocument();
    // Several columns: a phone is told the table scrolls sideways.
    expect(screen.getByText('Scroll sideways to see every column')).toBeInTheDocument();
  });

  it('folds the filters away on a phone behind "Show filters"', async () => {
    mockMediaQuery('max-width: 36em', true);
    const { user } = renderWithProviders(<Page />, { route: '/rows', path: '/rows' });
    await dataRows();
    const show = screen.getByRole('button', { name: 'Show filters' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Parity' })).not.toBeInTheDocument();
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Parity' })).toBeVisible();
  });

  it('shows the filters at once on a wider screen, with no button', async () => {
    renderWithProviders(<Page />, { route: '/rows', path: '/rows' });
    await dataRows();
    expect(screen.getByRole('combobox', { name: 'Parity' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show filters' })).not.toBeInTheDocument();
  });

  it('sorts through the URL with aria-sort on the header, and filters back to page 1', async () => {
    const { user, location } = renderWithProviders(<Page />, {
      route: '/rows?page=2',
      path: '/rows',
    });
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=total&orderBy=asc'));
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=total&orderBy=desc'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    await waitFor(async () => expect((await dataRows())[0]).toHaveTextContent('2300'));
    await user.click(screen.getByRole('combobox', { name: 'Parity' }));
    await user.click(await screen.findByRole('option', { name: 'Even' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=total&orderBy=desc&parity=even'));
  });

  it('says "No data available" with its call to action when nothing matches', async () => {
    renderWithProviders(<Page />, { route: '/rows?q=nothing', path: '/rows' });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New row' })).toBeInTheDocument();
  });

  it('keeps the call to action out of a table that has rows', async () => {
    renderWithProviders(<Page />, { route: '/rows', path: '/rows' });
    expect((await dataRows()).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'New row' })).not.toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    renderWithProviders(<Page fail />, { route: '/rows', path: '/rows' });
    expect(
      await screen.findByText('The server cannot be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('selects rows into a bulk bar and exports the selection as CSV without formulas', async () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:x');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const { user } = renderWithProviders(<Page />, { route: '/rows', path: '/rows' });
    await dataRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select =HYPERLINK(1)' }));
    const bar = screen.getByRole('region', { name: '2 selected' });
    expect(within(bar).getByRole('button', { name: 'Archive 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export selection' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const blob = createObjectURL.mock.calls[0]?.[0];
    const text = await blob!.text();
    expect(text).toContain('Customer 1,100');
    expect(text).toContain("'=HYPERLINK(1),200");
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('hides a column from "Columns" and keeps the choice after a remount', async () => {
    const first = renderWithProviders(<Page />, { route: '/rows', path: '/rows' });
    await dataRows();
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    await first.user.click(await screen.findByRole('checkbox', { name: 'Total' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Total/ })).not.toBeInTheDocument(),
    );
    first.unmount();
    renderWithProviders(<Page />, { route: '/rows', path: '/rows' });
    await dataRows();
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Total/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    localStorage.clear();
  });

  it('leaves out the columns the screen hides, offers no "Columns" then, and keeps the choices', async () => {
    function Pane() {
      const [narrow, setNarrow] = useState(false);
      return (
        <>
          <Button onClick={() => setNarrow((on) => !on)}>Toggle pane</Button>
          <Page narrow={narrow} />
        </>
      );
    }
    const { user } = renderWithProviders(<Pane />, { route: '/rows', path: '/rows' });
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Name' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Name/ })).not.toBeInTheDocument(),
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Toggle pane' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Total/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle pane' }));
    expect(await screen.findByRole('columnheader', { name: /Total/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    localStorage.clear();
  });
});
