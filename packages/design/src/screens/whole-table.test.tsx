import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { WholeTable, loadedQuery } from './whole-table';

afterEach(cleanup);

const columns = [{ id: 'name', title: 'Name', render: (row: { name: string }) => row.name }];

describe('WholeTable', () => {
  it('shows every row it is given, without paging', () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      id: index + 1,
      name: `Row ${index + 1}`,
    }));
    renderWithProviders(
      <WholeTable
        label="Rows"
        storageKey="test-whole"
        columns={columns}
        query={loadedQuery(rows)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByText('Row 30')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).toBeNull();
  });

  it('says so when there is no row', () => {
    renderWithProviders(
      <WholeTable
        label="Rows"
        storageKey="test-whole-empty"
        columns={columns}
        query={loadedQuery<{ id: number; name: string }>([])}
        emptyText="Nothing yet"
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});
