import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/auth';
import type * as Registry from '../federation/remote-registry';
import { preferencesStore } from '@portal/design/base';
import { resetRemotesStore } from '../federation/remote-areas';
import { loadRemoteConfig, loadRouteTable } from '../federation/remote-registry';
import { appsDemoTable, billingTable, FAKE_REMOTES } from '../testing/fake-remotes';
import { renderApp } from '../testing/render-app';

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
  vi.mocked(loadRouteTable).mockImplementation((name) =>
    Promise.resolve(name === 'apps_demo' ? appsDemoTable : billingTable),
  );
});

describe('default layout', () => {
  it('has the landmarks, a skip link and labelled icon buttons', async () => {
    await renderApp('/dashboards/crm');
    expect(await screen.findByText('CRM page content')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('HostDesk');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();
  });

  it('shows the menu once, whole, when a restored session has its abilities confirmed', async () => {
    await renderApp('/dashboards/crm');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'CRM dashboard' })).toBeInTheDocument();
    const rules = sessionStore.getState().abilityRules;

    act(() => sessionStore.setState({ abilityStatus: 'pending' }));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['HostDesk']);

    act(() => sessionStore.setState({ abilityCheckFailed: true })); // the API did not answer
    expect(within(nav).getByRole('link', { name: 'CRM dashboard' })).toBeInTheDocument();

    act(() => sessionStore.getState().setVerifiedSession({ userAbilityRules: rules }));
    expect(within(nav).getByRole('link', { name: 'CRM dashboard' })).toBeInTheDocument();
  });

  it('shows horizontal navigation in the app bar on a wide screen', async () => {
    await renderApp('/dashboards/crm', { preferences: { appContentLayoutNav: 'horizontal' } });
    const banner = await screen.findByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'CRM dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });

  it('forces vertical navigation in a drawer below 1279 px, keeping the preference', async () => {
    const { user } = await renderApp('/dashboards/crm', {
      preferences: { appContentLayoutNav: 'horizontal' },
      width: 1000,
    });
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: 'CRM dashboard' })).toBeInTheDocument();
    // Only the shown navigation changed: widening the screen restores horizontal.
    expect(preferencesStore.getState().appContentLayoutNav).toBe('horizontal');
  });

  it('switching to horizontal in the customizer shows a hidden navbar again and uncollapses', async () => {
    const { user } = await renderApp('/dashboards/crm', {
      preferences: { navbarType: 'hidden', isVerticalNavCollapsed: true },
    });
    expect(await screen.findByText('CRM page content')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the customizer' }));
    await user.click(await screen.findByRole('radio', { name: 'Horizontal' }));

    await waitFor(() => expect(preferencesStore.getState().appContentLayoutNav).toBe('horizontal'));
    expect(preferencesStore.getState().navbarType).toBe('sticky');
    expect(preferencesStore.getState().isVerticalNavCollapsed).toBe(false);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav.closest('header')).toHaveClass('hd-header');
  });

  it('translates the frame and sets right-to-left for Arabic', async () => {
    const { user } = await renderApp('/dashboards/crm');
    expect(await screen.findByText('CRM page content')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'اللغة' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it('loads a remote namespace for the new language and retitles its menu', async () => {
    const { user } = await renderApp('/dashboards/crm');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'CRM dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(
      await within(screen.getByRole('navigation', { name: 'Navigation principale' })).findByRole(
        'link',
        { name: 'Tableau CRM' },
      ),
    ).toBeInTheDocument();
    // Section headings are the shell's, in the new language too.
    expect(screen.getByText('Clients et utilisateurs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modèle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Langue' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
  });

  it('gives fixed-height routes a viewport-high content area', async () => {
    await renderApp('/dashboards/chat');
    expect(await screen.findByText('Chat content')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-fixed-height');
  });

  it('lets other routes grow with their content', async () => {
    await renderApp('/dashboards/crm');
    expect(await screen.findByText('CRM page content')).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('data-fixed-height');
  });

  it('signing out from the account menu removes every unsaved draft of the browser', async () => {
    const realFetch = globalThis.fetch;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        input === '/api/auth/logout'
          ? Promise.resolve(new Response(null, { status: 204 }))
          : realFetch(input, init),
      );
    onTestFinished(() => fetchSpy.mockRestore());
    const { user, location } = await renderApp('/dashboards/crm');
    expect(await screen.findByText('CRM page content')).toBeInTheDocument();
    localStorage.setItem('HostDesk-draft-1-tickets.create', '{"values":"SECRET admin draft"}');
    localStorage.setItem('HostDesk-draft-tickets.create', '{"values":"typed before accounts"}');

    await user.click(screen.getByRole('button', { name: 'Account menu of John Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(location()).toMatch(/^\/authentication\/login/));
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/logout', expect.anything());
    expect(Object.keys(localStorage).filter((key) => key.startsWith('HostDesk-draft'))).toEqual([]);
  });
});
