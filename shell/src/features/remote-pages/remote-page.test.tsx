import { screen } from '@testing-library/react';
import type { RemoteRoute, RemoteRouteTable } from '@portal/design/base';
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

  it("renders a document's first page as soon as its module arrives, without suspending", async () => {
    // As in a browser: outside act(), React reveals a suspended page no sooner than 300 ms after
    // its loader showed; the first page must not wait for that.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // A fresh shell module: this document has shown no page yet.
      vi.resetModules();
      const { RemotePage: FreshRemotePage } = await import('./remote-page');
      let arrive = () => {};
      const load = vi.fn(
        () =>
          new Promise<Awaited<ReturnType<RemoteRoute['load']>>>((resolve) => {
            arrive = () => resolve({ default: () => <h1>First page</h1> });
          }),
      );
      const table: RemoteRouteTable = {
        namespace: 'test',
        loadMessages: () => Promise.resolve({}),
        routes: [{ path: '/apps/first', load }],
        menu: [],
      };
      renderWithProviders(<FreshRemotePage remote="apps_demo" table={table} />, {
        route: '/apps/first',
      });
      expect(await screen.findByRole('status')).toHaveTextContent(/loading/i);
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });
});
