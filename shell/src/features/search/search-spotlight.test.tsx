import { screen, waitFor, within } from '@testing-library/react';
import { sessionResponseSchema } from '@portal/contract';
import { renderWithProviders, withMockServer } from '@portal/design/testing';
import { holdEarlyIntents } from '../../lib/early-intents';
import { initShellI18n } from '../../lib/i18n';
import { SearchSpotlight } from './search-spotlight';

withMockServer();

async function signInAs(email: string, password: string) {
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return sessionResponseSchema.parse(await response.json());
}

describe('search', () => {
  beforeAll(async () => {
    await initShellI18n();
  });

  it('shows the answer of the search API grouped by group title, with links that navigate', async () => {
    const session = await signInAs('admin@demo.com', 'admin');
    const { user, location } = renderWithProviders(<SearchSpotlight forceOpened />, { session });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'crm');

    // Wait for the debounced answer to "crm": only the Dashboards group is left.
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(1));
    const group = screen.getByRole('group', { name: 'Dashboards' });
    const action = within(group).getByRole('button', { name: /CRM/ });
    await user.click(action);
    expect(location().pathname).toBe('/dashboards/crm');
  });

  it('says so when nothing matches', async () => {
    const session = await signInAs('admin@demo.com', 'admin');
    const { user } = renderWithProviders(<SearchSpotlight forceOpened />, { session });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zzzz-nothing');
    expect(await screen.findByText('No results for “zzzz-nothing”')).toBeInTheDocument();
  });

  it('does not offer pages the user may not open', async () => {
    const session = await signInAs('client@demo.com', 'client');
    const { user } = renderWithProviders(<SearchSpotlight forceOpened />, { session });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'user');
    // The API answers only pages the caller may open: users need read on User.
    expect(await screen.findByText(/No results for/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User List' })).not.toBeInTheDocument();
  });

  it('opens when Ctrl+K was pressed while the portal was still loading', async () => {
    const session = await signInAs('admin@demo.com', 'admin');
    holdEarlyIntents();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    renderWithProviders(<SearchSpotlight />, { session });
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeVisible();
  });
});
