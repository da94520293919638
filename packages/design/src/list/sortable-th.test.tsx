import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { SortableTh } from './sortable-th';
import type { SortOrder } from './use-list-search-params';

function Header() {
  const [sort, setSort] = useState<{ by?: string; order?: SortOrder }>({});
  const toggle = (key: string) =>
    setSort((s) =>
      s.by !== key
        ? { by: key, order: 'asc' }
        : s.order === 'asc'
          ? { by: key, order: 'desc' }
          : {},
    );
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <SortableTh sortKey="name" sortBy={sort.by} orderBy={sort.order} onSort={toggle}>
            Name
          </SortableTh>
          <SortableTh sortKey="total" sortBy={sort.by} orderBy={sort.order} onSort={toggle}>
            Total
          </SortableTh>
        </Table.Tr>
      </Table.Thead>
    </Table>
  );
}

describe('SortableTh', () => {
  it('exposes the sort order with aria-sort and cycles on click', async () => {
    const { user } = renderWithProviders(<Header />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    const total = screen.getByRole('columnheader', { name: 'Total' });
    expect(name).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(total).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts from the keyboard', async () => {
    const { user } = renderWithProviders(<Header />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
  });
});
