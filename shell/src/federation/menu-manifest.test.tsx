import { screen, within } from '@testing-library/react';
import type * as Registry from './remote-registry';
import { menuCacheKey, resetRemotesStore } from './remote-areas';
import { loadRemoteConfig, loadRouteTable } from './remote-registry';
import { renderApp } from '../testing/render-app';
import { appsDemoTable, FAKE_REMOTES } from '../testing/fake-remotes';

vi.mock('./remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
  loadRouteTable: vi.fn(),
  forgetRouteTable: vi.fn(),
}));

const billingManifest = {
  entries: [
    {
      titleKey: 'billing:menu.invoices',
      to: '/Facturacion',
      order: 10,
      icon: ['M4 4h16v16H4z'],
    },
  ],
  titles: {
    en: { 'billing:menu.invoices': 'Invoices' },
    fr: { 'billing:menu.invoices': 'Factures' },
  },
};

beforeEach(() => {
  vi.clearAllMocks();
  resetRemotesStore();
  localStorage.clear();
  vi.mocked(loadRemoteConfig).mockResolvedValue(FAKE_REMOTES);
  vi.mocked(loadRouteTable).mockImplementation((name) =>
    name === 'apps_demo'
      ? Promise.resolve(appsDemoTable)
      : Promise.reject(new Error('billing must not load')),
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === 'http://remote.test/billing/menu.json')
      return Promise.resolve(Response.json(billingManifest));
    return Promise.resolve(new Response('not found', { status: 404 }));
  });
});

afterEach(() => vi.restoreAllMocks());

describe("a remote's menu.json", () => {
  it('draws its menu entries, icon included, without loading the remote', async () => {
    await renderApp('/dashboards/crm');
    expect(await screen.findByText('CRM page content')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const link = await within(nav).findByRole('link', { name: 'Invoices' });
    expect(link).toHaveAttribute('href', '/Facturacion');
    expect(link.querySelector('svg path')).toHaveAttribute('d', 'M4 4h16v16H4z');
    // Only the page's own remote was loaded (apps-demo's menu.json is missing: it loads instead).
    expect(vi.mocked(loadRouteTable).mock.calls.map(([name]) => name)).not.toContain('billing');
    // The manifest is cached for a later visit while the remote is down.
    expect(JSON.parse(localStorage.getItem(menuCacheKey('billing')) ?? '{}')).toEqual(
      billingManifest,
    );
  });
});
