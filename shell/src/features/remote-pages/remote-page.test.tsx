import { screen } from '@testing-library/react';
import type { RemoteRoute, RemoteRouteTable } from '@portal/design';
import { renderWithProviders } from '@portal/design/testing';
import { loadPage } from '../../federation/page-modules';
import { initShellI18n } from '../../lib/i18n';
import { RemotePage } from './remote-page';

function pageRoute(path: string, heading: string) {
  const load = vi.fn(() =>
    Promise.resolve({ default: () => <h1>{heading}</h1> } satisfies Awaited<
      ReturnType<RemoteRoute['load']>
    >),
  );
  const route: RemoteRoute = { path, load };
  const table: RemoteRouteTable = {
    namespace: 'test',
    loadMessages: () => Promise.resolve({}),
    routes: [route],
    menu: [],
  };
  return { route, table, load };
}

describe('RemotePage', () => {
  beforeAll(async () => {
    await initShellI18n();
  });

  it('renders a page whose module has loaded in the same render, without the loader', async () => {
    const { route, table, load } = pageRoute('/apps/ready', 'Ready page');
    await loadPage(route);
    renderWithProviders(<RemotePage remote="apps_demo" table={table} />, {
      route: '/apps/ready',
    });
    // getBy: no await. A lazy component would show the loader first and the page a tick later.
    expect(screen.getByRole('heading', { name: 'Ready page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loader while a page module loads, then the page', async () => {
    const { table, load } = pageRoute('/apps/cold', 'Cold page');
    renderWithProviders(<RemotePage remote="apps_demo" table={table} />, {
      route: '/apps/cold',
    });
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    expect(await screen.findByRole('heading', { name: 'Cold page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
