import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@portal/auth';
import { ADMIN_SESSION, renderWithProviders } from '@portal/design/testing';
import { initShellI18n } from '../../lib/i18n';
import { UserMenu } from './user-menu';

const resetDemoData = () => Promise.resolve();

describe('account menu', () => {
  beforeAll(async () => {
    await initShellI18n();
  });

  it('is there from the first paint: opened before a restored session is confirmed, it says so, then who', async () => {
    const { user } = renderWithProviders(<UserMenu onResetDemoData={resetDemoData} />);
    // A page loaded with the session hint: signed in, nobody known until the API answers.
    act(() =>
      sessionStore.setState({ abilityStatus: 'pending', userData: null, abilityRules: [] }),
    );

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Loading your account…')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();

    act(() =>
      sessionStore.getState().setVerifiedSession({
        userData: ADMIN_SESSION.userData,
        userAbilityRules: ADMIN_SESSION.userAbilityRules,
      }),
    );
    expect(within(menu).getByText('John Doe')).toBeInTheDocument();
    expect(within(menu).queryByText('Loading your account…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu of John Doe' })).toBeInTheDocument();
  });

  it('still offers to sign out when the API could not say who is signed in', async () => {
    const { user } = renderWithProviders(<UserMenu onResetDemoData={resetDemoData} />);
    act(() =>
      sessionStore.setState({ abilityStatus: 'pending', userData: null, abilityCheckFailed: true }),
    );

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Loading your account…')).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('is not there for a visitor who is not signed in', () => {
    renderWithProviders(<UserMenu onResetDemoData={resetDemoData} />, { session: null });
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
  });
});
