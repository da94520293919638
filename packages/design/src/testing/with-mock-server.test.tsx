import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiFetch } from '@portal/auth';
import { usersResponseSchema } from '@portal/contract';
import { QueryStateRows } from '../list/table-states';
import { CLIENT_SESSION, renderWithProviders } from './render-with-providers';
import { withMockServer } from './with-mock-server';

const server = withMockServer();

function Users() {
  const query = useQuery({
    queryKey: ['test', 'users', 'list', { itemsPerPage: 5 }],
    queryFn: async () =>
      usersResponseSchema.parse(await apiFetch('/api/apps/users', { query: { itemsPerPage: 5 } })),
  });
  return (
    <Table>
      <Table.Tbody>
        <QueryStateRows query={query} colSpan={1} isEmpty={(data) => data.users.length === 0}>
          {(data) =>
            data.users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.email}</Table.Td>
              </Table.Tr>
            ))
          }
        </QueryStateRows>
      </Table.Tbody>
    </Table>
  );
}

describe('withMockServer + renderWithProviders', () => {
  it('the signed-in test admin reads the seeded users from the mock API', async () => {
    renderWithProviders(<Users />);
    const emails = await screen.findAllByRole('cell', { name: /@/ });
    expect(emails).toHaveLength(5);
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('server.use overrides one test only: error row', async () => {
    server.use(http.get('*/api/apps/users', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<Users />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('the client session is known to the mock API too', async () => {
    const response = await fetch(`${location.origin}/api/apps/users`, {
      headers: { Authorization: `Bearer ${CLIENT_SESSION.accessToken}` },
    });
    expect(response.status).not.toBe(401);
  });
});
