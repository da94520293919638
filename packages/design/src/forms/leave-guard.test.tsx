import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../providers';
import { initI18n, showLanguage } from '../i18n';
import { createTestQueryClient, renderWithProviders } from '../testing';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeaveGuard } from './leave-guard';

function Form({ dirty }: { dirty: boolean }) {
  return (
    <>
      <LeaveGuard when={dirty} />
      <Link to="/elsewhere">Go elsewhere</Link>
    </>
  );
}

async function renderInDataRouter(dirty: boolean) {
  await initI18n();
  await showLanguage('en');
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form dirty={dirty} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('LeaveGuard', () => {
  it('asks before leaving a dirty form in the data router: Stay keeps, Leave goes', async () => {
    const user = userEvent.setup();
    const router = await renderInDataRouter(true);
    await user.click(await screen.findByRole('link', { name: 'Go elsewhere' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    await renderInDataRouter(false);
    await user.click(await screen.findByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('works without a data router (MemoryRouter) and still guards reloads', async () => {
    const { user, location } = renderWithProviders(<Form dirty />, {
      route: '/form',
      path: '*',
    });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await waitFor(() => expect(location().pathname).toBe('/elsewhere'));
  });
});
