import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { ListPagination } from './list-pagination';

function Pager({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return (
    <ListPagination
      total={total}
      page={page}
      itemsPerPage={size}
      onPageChange={setPage}
      onItemsPerPageChange={(n) => {
        setSize(n);
        setPage(1);
      }}
    />
  );
}

describe('ListPagination', () => {
  it('shows the range and moves between pages', async () => {
    const { user } = renderWithProviders(<Pager total={43} />);
    expect(screen.getByText('Showing 1 to 10 of 43')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByText('Showing 41 to 43 of 43')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Showing 31 to 40 of 43')).toBeInTheDocument();
  });

  it('changes the page size from the spec options', async () => {
    const { user } = renderWithProviders(<Pager total={43} />);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '20', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getByText('Showing 1 to 25 of 43')).toBeInTheDocument();
  });

  it('says 0 to 0 for an empty list', () => {
    renderWithProviders(<Pager total={0} />);
    expect(screen.getByText('Showing 0 to 0 of 0')).toBeInTheDocument();
  });
});
