import { act, waitFor } from '@testing-library/react';
import type * as Registry from '../federation/remote-registry';
import { changeLanguage } from '@portal/design/base';
import { resetRemotesStore } from '../federation/remote-areas';
import { loadRemoteConfig, loadRouteTable } from '../federation/remote-registry';
import { appsDemoTable, billingTable, FAKE_REMOTES } from '../testing/fake-remotes';
import { renderApp } from '../testing/render-app';
import { menuTitle } from './document-title';

vi.mock('../federation/remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
  loadRouteTable: vi.fn(),
  forgetRouteTable: vi.fn(),
}));

beforeEach(() => {
  resetRemotesStore();
  localStorage.clear();
  vi.mocked(loadRemoteConfig).mockResolvedValue(FAKE_REMOTES);
  vi.mocked(loadRouteTable).mockImplementation((name) =>
    Promise.resolve(name === 'apps_demo' ? appsDemoTable : billingTable),
  );
});

describe('document.title', () => {
  it('names a remote page after its menu entry, and follows the language', async () => {
    await renderApp('/dashboards/crm');
    await waitFor(() => expect(document.title).toBe('CRM dashboard · HostDesk'));
    await act(() => changeLanguage('fr'));
    await waitFor(() => expect(document.title).toBe('Tableau CRM · HostDesk'));
    await act(() => changeLanguage('en'));
  });

  it('names the shell pages (sign-in, error pages)', async () => {
    await renderApp('/authentication/login', { session: null });
    await waitFor(() => expect(document.title).toBe('Sign in · HostDesk'));
  });

  it('names the error pages', async () => {
    await renderApp('/pages/misc/server-error');
    await waitFor(() => expect(document.title).toBe('Server Error - 500 · HostDesk'));
  });
});

describe('menuTitle', () => {
  const sections = [
    {
      id: 'billing',
      items: [
        {
          id: 'invoice',
          title: 'Invoice',
          order: 1,
          children: [
            { id: 'list', title: 'List', to: '/apps/invoice/list', order: 1 },
            { id: 'add', title: 'Add', to: '/apps/invoice/add', order: 2 },
          ],
        },
        { id: 'facturas', title: 'Invoices', to: '/Facturacion', order: 2 },
      ],
    },
  ];

  it.each([
    ['/apps/invoice/list', 'List · Invoice'],
    ['/apps/invoice/add', 'Add · Invoice'],
    ['/apps/invoice/preview/4987', 'List · Invoice'],
    ['/Facturacion/12', 'Invoices'],
    ['/elsewhere', null],
  ])('%s -> %s', (path, title) => {
    expect(menuTitle(sections, path)).toBe(title);
  });
});
