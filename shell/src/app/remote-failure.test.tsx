import { screen, waitFor, within } from '@testing-library/react';
import type * as Registry from '../federation/remote-registry';
import { menuCacheKey, resetRemotesStore } from '../federation/remote-areas';
import { loadRemoteConfig, loadRouteTable } from '../federation/remote-registry';
import { renderApp } from '../testing/render-app';
import { appsDemoTable, billingTable, FAKE_REMOTES } from '../testing/fake-remotes';

vi.mock('../federation/remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
  loadRouteTable: vi.fn(),
  forgetRouteTable: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  resetRemotesStore();
  localStorage.clear();
  vi.mocked(loadRemoteConfig).mockResolvedValue(FAKE_REMOTES);
});

describe('a remote that cannot be reached', () => {
  it('shows a named error panel whose Retry really loads the remote again', async () => {
    let billingAttempts = 0;
    vi.mocked(loadRouteTable).mockImplementation((name) => {
      if (name === 'apps_demo') return Promise.resolve(appsDemoTable);
      billingAttempts += 1;
      return billingAttempts === 1
        ? Promise.reject(new Error('Failed to get manifest. #RUNTIME-003'))
        : Promise.resolve(billingTable);
    });
    const { user } = await renderApp('/Facturacion');

    const alert = await screen.findByRole('alert');
    // The area is named for people, never by its internal remote id.
    expect(within(alert).getByRole('heading', { name: 'Invoicing is unavailable' })).toBeVisible();
    expect(alert).not.toHaveTextContent('billing');
    // The other remote keeps working: its menu entry is there.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'CRM dashboard' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Facturacion list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(billingAttempts).toBe(2);
  });

  it('keeps showing the cached, translated menu of a remote that is down', async () => {
    localStorage.setItem(
      menuCacheKey('billing'),
      JSON.stringify({
        entries: [{ titleKey: 'billing:menu.invoices', to: '/Facturacion', order: 10 }],
        titles: { en: { 'billing:menu.invoices': 'Cached invoices' } },
      }),
    );
    vi.mocked(loadRouteTable).mockImplementation((name) =>
      name === 'apps_demo'
        ? Promise.resolve(appsDemoTable)
        : Promise.reject(new Error('Loading chunk 42 failed')),
    );
    await renderApp('/dashboards/crm');
    expect(await screen.findByText('CRM page content')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Cached invoices' })).toHaveAttribute(
      'href',
      '/Facturacion',
    );
  });

  it('caches a remote menu with its titles once the table arrives', async () => {
    vi.mocked(loadRouteTable).mockImplementation((name) =>
      Promise.resolve(name === 'apps_demo' ? appsDemoTable : billingTable),
    );
    await renderApp('/dashboards/crm');
    await waitFor(() => expect(localStorage.getItem(menuCacheKey('billing'))).not.toBeNull());
    const cache = JSON.parse(localStorage.getItem(menuCacheKey('billing')) ?? '{}') as {
      titles: Record<string, Record<string, string>>;
    };
    expect(cache.titles.en?.['billing:menu.invoices']).toBe('Invoices');
  });

  it('turns a page that crashes into the error panel of its area only', async () => {
    const crashing = {
      ...billingTable,
      routes: [
        {
          path: '/Facturacion',
          load: () =>
            Promise.resolve({
              default: () => {
                throw new Error('boom');
              },
            }),
        },
      ],
    };
    vi.mocked(loadRouteTable).mockImplementation((name) =>
      Promise.resolve(name === 'apps_demo' ? appsDemoTable : crashing),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/Facturacion');
    expect(await screen.findByRole('heading', { name: 'Invoicing is unavailable' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
