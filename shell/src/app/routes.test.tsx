import { screen, waitFor } from '@testing-library/react';
import type * as Registry from '../federation/remote-registry';
import { CLIENT_SESSION } from '@portal/design/testing';
import { resetRemotesStore } from '../federation/remote-areas';
import { loadRemoteConfig, loadRouteTable } from '../federation/remote-registry';
import { renderApp } from '../testing/render-app';
import { appsDemoTable, billingTable, FAKE_REMOTES } from '../testing/fake-remotes';

vi.mock('../federation/remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
  loadRouteTable: vi.fn(),
  forgetRouteTable: vi.fn(),
}));

const tables = { apps_demo: appsDemoTable, billing: billingTable };
/** The seeded rules of the agent and the auditor (server/src/lib/rules.ts). */
const AGENT_RULES = [
  { action: 'manage', subject: 'Ticket' },
  { action: 'read', subject: 'Customer' },
  { action: 'read', subject: 'Habilitacion' },
];
const AUDITOR_RULES = [
  ...['Invoice', 'Factura', 'NotaCobro', 'Habilitacion', 'Cambio', 'Sofono'].map((subject) => ({
    action: 'read',
    subject,
  })),
  { action: 'read', subject: 'Ticket' },
];

beforeEach(() => {
  vi.clearAllMocks();
  resetRemotesStore();
  localStorage.clear();
  vi.mocked(loadRemoteConfig).mockResolvedValue(FAKE_REMOTES);
  vi.mocked(loadRouteTable).mockImplementation((name) =>
    Promise.resolve(tables[name as keyof typeof tables]),
  );
});

describe('root redirect', () => {
  it('sends a signed-in user to the CRM dashboard, keeping the query', async () => {
    const { location } = await renderApp('/?tab=2&x=y');
    await waitFor(() => expect(location()).toBe('/dashboards/crm?tab=2&x=y'));
    expect(await screen.findByText('CRM page content')).toBeInTheDocument();
  });

  // The test's remotes have no profile or tickets pages: those landings are the 404 page.
  it.each([
    [
      'the client (read AclDemo only)',
      CLIENT_SESSION.userAbilityRules,
      '/perfilClient/account',
      false,
    ],
    ['the agent (tickets)', AGENT_RULES, '/ticket', false],
    ['the auditor (billing)', AUDITOR_RULES, '/Facturacion', true],
  ])(
    'sends %s, who may not read the dashboards, to the first page it may read',
    async (_who, rules, landing, framed) => {
      const { location } = await renderApp('/?tab=2', {
        session: { ...CLIENT_SESSION, userAbilityRules: [...rules] },
      });
      await waitFor(() => expect(location()).toBe(`${landing}?tab=2`));
      if (!framed) return;
      // The frame's menu loads every remote's table once painted: let it finish in this test.
      await waitFor(() => expect(loadRouteTable).toHaveBeenCalledWith('billing'));
      await waitFor(() => expect(loadRouteTable).toHaveBeenCalledWith('apps_demo'));
    },
  );

  it('sends a visitor to sign-in, keeping the query, without touching any remote', async () => {
    const { location } = await renderApp('/?tab=2', { session: null });
    await waitFor(() => expect(location()).toBe('/authentication/login?tab=2'));
    expect(loadRemoteConfig).not.toHaveBeenCalled();
    expect(loadRouteTable).not.toHaveBeenCalled();
  });
});

describe('protected remote routes', () => {
  it('sends a visitor to sign-in with the wanted path and query in `to`', async () => {
    const { location } = await renderApp('/dashboards/crm?page=3', { session: null });
    await waitFor(() =>
      expect(location()).toBe(
        `/authentication/login?to=${encodeURIComponent('/dashboards/crm?page=3')}`,
      ),
    );
  });

  it('opens a public remote route without a session, in its blank layout', async () => {
    await renderApp('/open/public', { session: null });
    expect(await screen.findByText('Public remote page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the not-authorized page to a client lacking the ability, without changing the URL', async () => {
    const { location } = await renderApp('/dashboards/users', { session: CLIENT_SESSION });
    expect(
      await screen.findByRole('heading', { name: 'Not Authorized - 401' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/dashboards/users');
    expect(screen.queryByText('Users content')).not.toBeInTheDocument();
    // Says who is signed in, and offers a way home.
    expect(screen.getByText('client@demo.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the client the not-authorized page on /apps/user/list, never the users', async () => {
    const { location } = await renderApp('/apps/user/list', { session: CLIENT_SESSION });
    expect(
      await screen.findByRole('heading', { name: 'Not Authorized - 401' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/apps/user/list');
    expect(screen.queryByText('User list content')).not.toBeInTheDocument();
  });

  it('lets the client open the page its ability allows', async () => {
    await renderApp('/access-control', { session: CLIENT_SESSION });
    expect(await screen.findByText('Access control content')).toBeInTheDocument();
  });

  it('lets the admin open an ability-guarded page inside the default layout', async () => {
    await renderApp('/dashboards/users');
    expect(await screen.findByText('Users content')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe('shell pages', () => {
  it.each([
    ['/not-authorized', 'Not Authorized - 401'],
    ['/pages/misc/not-authorized', 'Not Authorized - 401'],
    ['/pages/misc/page-not-found', 'Page Not Found - 404'],
    ['/pages/misc/not-found/anything', 'Page Not Found - 404'],
    ['/pages/misc/server-error', 'Server Error - 500'],
    ['/pages/misc/under-maintenance', 'Under Maintenance'],
  ])('%s shows "%s" without a session', async (url, heading) => {
    await renderApp(url, { session: null });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows the 404 page for a path no remote owns, with the address that led nowhere', async () => {
    await renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found - 404' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This address leads to no page:')).toHaveTextContent(
      'This address leads to no page: /no/such/page',
    );
  });

  it('shows the 404 page for an unknown path inside a remote prefix', async () => {
    await renderApp('/dashboards/nothing-here');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found - 404' }),
    ).toBeInTheDocument();
  });
});
