import { Text } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@portal/auth';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { DetailScreen } from './detail-screen';

function Page({ load }: { load: () => Promise<{ name: string }> }) {
  const query = useQuery({ queryKey: ['test', 'detail', load], queryFn: load, retry: false });
  return (
    <DetailScreen
      query={query}
      backTo="/things"
      title={(thing) => `Thing ${thing.name}`}
      actions={() => <button type="button">Edit</button>}
    >
      {(thing) => <Text>Body of {thing.name}</Text>}
    </DetailScreen>
  );
}

describe('DetailScreen', () => {
  it('shows the back link, the title, actions and sections', async () => {
    renderWithProviders(<Page load={() => Promise.resolve({ name: 'A' })} />);
    expect(await screen.findByRole('heading', { name: 'Thing A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/things',
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Body of A')).toBeInTheDocument();
  });

  it("shows the API's 404 text without Retry", async () => {
    renderWithProviders(
      <Page
        load={() => Promise.reject(new ApiError(404, { message: 'No factura found with this id' }))}
      />,
    );
    expect(await screen.findByText('No factura found with this id')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry after a server error, and Retry loads again', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new ApiError(500, { message: 'Something went wrong' }))
      .mockResolvedValueOnce({ name: 'B' });
    const { user } = renderWithProviders(<Page load={load} />);
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Thing B' })).toBeInTheDocument();
  });
});
