import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { useListSearchParams } from './use-list-search-params';

function Probe() {
  const list = useListSearchParams({ filters: { role: '', status: '' } });
  return (
    <div>
      <output aria-label="state">{JSON.stringify(list.params)}</output>
      <button onClick={() => list.setPage(3)}>page 3</button>
      <button onClick={() => list.setItemsPerPage(25)}>size 25</button>
      <button onClick={() => list.setFilters({ role: 'admin' })}>role admin</button>
      <button onClick={() => list.setQuery('ann')}>search ann</button>
      <button onClick={() => list.toggleSort('email')}>sort email</button>
      <button onClick={() => list.reset()}>reset</button>
    </div>
  );
}

const state = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}') as unknown;

describe('useListSearchParams', () => {
  it('defaults to page 1 and 10 per page with a clean URL', () => {
    const { location } = renderWithProviders(<Probe />, { route: '/apps/user/list' });
    expect(state()).toEqual({ page: 1, itemsPerPage: 10 });
    expect(location().search).toBe('');
  });

  it('reads the URL, ignoring invalid values', () => {
    renderWithProviders(<Probe />, {
      route: '/list?page=2&itemsPerPage=50&sortBy=email&orderBy=desc&q=jo&role=editor&other=x',
    });
    expect(state()).toEqual({
      page: 2,
      itemsPerPage: 50,
      sortBy: 'email',
      orderBy: 'desc',
      q: 'jo',
      role: 'editor',
    });
  });

  it.each([['page=-1&itemsPerPage=7'], ['page=abc&itemsPerPage=1e3'], ['page=0']])(
    'falls back to defaults for %s',
    (search) => {
      renderWithProviders(<Probe />, { route: `/list?${search}` });
      expect(state()).toEqual({ page: 1, itemsPerPage: 10 });
    },
  );

  it('writes changes to the URL and resets the page when filters change', async () => {
    const { user, location } = renderWithProviders(<Probe />, { route: '/list?tab=all' });
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(location().search).toBe('?tab=all&page=3');

    await user.click(screen.getByRole('button', { name: 'role admin' }));
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
    expect(state()).toEqual({ page: 1, itemsPerPage: 10, role: 'admin' });

    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: 'size 25' }));
    expect(state()).toEqual({ page: 1, itemsPerPage: 25, role: 'admin' });

    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: 'search ann' }));
    expect(state()).toEqual({ page: 1, itemsPerPage: 25, role: 'admin', q: 'ann' });

    await user.click(screen.getByRole('button', { name: 'sort email' }));
    expect(state()).toMatchObject({ sortBy: 'email', orderBy: 'asc' });
    await user.click(screen.getByRole('button', { name: 'sort email' }));
    expect(state()).toMatchObject({ sortBy: 'email', orderBy: 'desc' });
    await user.click(screen.getByRole('button', { name: 'sort email' }));
    expect(state()).not.toHaveProperty('sortBy');

    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(state()).toEqual({ page: 1, itemsPerPage: 10 });
    expect(location().search).toBe('?tab=all');
  });
});
