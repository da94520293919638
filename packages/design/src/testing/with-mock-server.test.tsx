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

  it('the session cookie the API sets at sign-in signs the next requests in; the page never sees it', async () => {
    renderWithProviders(<p>signed out</p>, { session: null });
    const answer = await fetch(`${location.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'agent@demo.com', password: 'agent' }),
    });
    expect(answer.status).toBe(201);
    const { accessToken } = (await answer.json()) as { accessToken: string };
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(document.cookie).not.toContain(accessToken);
    const session = await fetch(`${location.origin}/api/auth/session`);
    expect(((await session.json()) as { userData: { email: string } }).userData.email).toBe(
      'agent@demo.com',
    );
    const out = await fetch(`${location.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(out.status).toBe(204);
    expect((await fetch(`${location.origin}/api/auth/session`)).status).toBe(401);
  });

  it('each test starts with an empty cookie jar', async () => {
    renderWithProviders(<p>signed out</p>, { session: null });
    expect((await fetch(`${location.origin}/api/auth/session`)).status).toBe(401);
  });

  it('the client session is known to the mock API too', async () => {
    const response = await fetch(`${location.origin}/api/apps/users`, {
      headers: { Authorization: `Bearer ${CLIENT_SESSION.accessToken}` },
    });
    expect(response.status).not.toBe(401);
  });
});
