import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { QueryStateRows, TableStates, type TableStatesProps } from './table-states';

function Wrapped(props: Omit<TableStatesProps, 'colSpan'>) {
  return (
    <Table>
      <Table.Tbody>
        <TableStates colSpan={3} {...props} />
      </Table.Tbody>
    </Table>
  );
}

describe('TableStates', () => {
  it('loading: skeleton rows spanning every column', () => {
    renderWithProviders(<Wrapped loading skeletonRows={4} />);
    const rows = screen.getAllByTestId('skeleton-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getAllByRole('cell')).toHaveLength(3);
  });

  it('empty: the translated "No data available"', () => {
    renderWithProviders(<Wrapped empty />);
    expect(screen.getByRole('cell', { name: 'No data available' })).toHaveAttribute('colspan', '3');
  });

  it('error: a message and a Retry button that retries', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(<Wrapped error onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('data: the rows', () => {
    renderWithProviders(
      <Wrapped>
        <Table.Tr>
          <Table.Td>Ann</Table.Td>
        </Table.Tr>
      </Wrapped>,
    );
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
  });

  it('is translated', () => {
    renderWithProviders(<Wrapped empty />, { preferences: { language: 'fr' } });
    expect(screen.getByText('Aucune donnée disponible')).toBeInTheDocument();
  });
});

describe('QueryStateRows', () => {
  function Names({ fetcher }: { fetcher: () => Promise<string[]> }) {
    const query = useQuery({ queryKey: ['test', 'names', 'list'], queryFn: fetcher });
    return (
      <Table>
        <Table.Tbody>
          <QueryStateRows query={query} colSpan={1} isEmpty={(names) => names.length === 0}>
            {(names) =>
              names.map((name) => (
                <Table.Tr key={name}>
                  <Table.Td>{name}</Table.Td>
                </Table.Tr>
              ))
            }
          </QueryStateRows>
        </Table.Tbody>
      </Table>
    );
  }

  it('goes from skeleton to data', async () => {
    renderWithProviders(<Names fetcher={() => Promise.resolve(['Ann', 'Bob'])} />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(await screen.findByRole('cell', { name: 'Bob' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('shows empty data as "No data available"', async () => {
    renderWithProviders(<Names fetcher={() => Promise.resolve([])} />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('retries after an error, showing the skeleton while it refetches', async () => {
    let resolve: (names: string[]) => void = () => undefined;
    const fetcher = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { user } = renderWithProviders(<Names fetcher={fetcher} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('skeleton-row')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    resolve(['Ann']);
    expect(await screen.findByRole('cell', { name: 'Ann' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
