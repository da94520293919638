import { screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type * as Registry from '../federation/remote-registry';
import { resetRemotesStore } from '../federation/remote-areas';
import { loadRemoteConfig } from '../federation/remote-registry';
import { renderApp } from '../testing/render-app';
import { appsDemoTable, billingTable, FAKE_REMOTES } from '../testing/fake-remotes';

// The real loadRouteTable (with its validation) runs; only federation itself is faked.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('../federation/remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  resetRemotesStore();
  localStorage.clear();
  vi.mocked(loadRemoteConfig).mockResolvedValue(FAKE_REMOTES);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote whose route table is malformed', () => {
  it('shows that remote’s error panel in the frame, and the other remotes keep working', async () => {
    const malformed = { ...billingTable, routes: [{ path: 'Facturacion', load: 'page.js' }] };
    vi.mocked(loadRemote).mockImplementation((id: string) =>
      Promise.resolve({ default: id === 'apps_demo/routes' ? appsDemoTable : malformed }),
    );
    await renderApp('/Facturacion');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Invoicing is unavailable' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'CRM dashboard' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('routes.0.path'));
  });

  it('shows the panel for a module with no table at all', async () => {
    vi.mocked(loadRemote).mockImplementation((id: string) =>
      Promise.resolve(id === 'apps_demo/routes' ? { default: appsDemoTable } : { routes: [] }),
    );
    await renderApp('/Facturacion');
    expect(await screen.findByRole('heading', { name: 'Invoicing is unavailable' })).toBeVisible();
  });

  it('renders the page once the remote serves a valid table again (Retry)', async () => {
    let attempts = 0;
    vi.mocked(loadRemote).mockImplementation((id: string) => {
      if (id === 'apps_demo/routes') return Promise.resolve({ default: appsDemoTable });
      attempts += 1;
      return Promise.resolve({ default: attempts === 1 ? { namespace: 'billing' } : billingTable });
    });
    const { user } = await renderApp('/Facturacion');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Facturacion list')).toBeInTheDocument();
  });
});
