import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();

/** The connection's state as stored. */
const isConnected = async (name: string) =>
  Boolean(
    (
      await testDb()
        .selectFrom('profile_page_connections')
        .select('is_connected')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).is_connected,
  );

async function projectRows() {
  const table = await screen.findByRole('table', { name: 'Project list' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

describe('user profile', () => {
  it('shows the header and the profile tab: about, overview, activity and the project table', async () => {
    await renderRoute('/pages/user-profile/profile');
    expect(await screen.findByRole('heading', { name: 'John Doe', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('UX Designer')).toBeInTheDocument();
    expect(screen.getByText('Vatican City')).toBeInTheDocument();
    expect(screen.getByText('Joined April 2021')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('12 Invoices have been paid')).toBeInTheDocument();
    expect(screen.getByText('13,500')).toBeInTheDocument();
    expect(await projectRows()).toHaveLength(10);
  });

  it('searches and sorts the project table', async () => {
    const { user, location } = await renderRoute('/pages/user-profile/profile');
    await projectRows();
    await user.click(screen.getByRole('button', { name: 'Progress' }));
    await user.click(screen.getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=progress&orderBy=desc'));
    await waitFor(async () => expect((await projectRows())[0]).toHaveTextContent('Logo Design'));
    await user.type(screen.getByRole('textbox', { name: 'Search projects' }), 'design');
    await waitFor(async () => expect(await projectRows()).toHaveLength(2));
  });

  it('shows the teams and projects tabs as cards with the API figures', async () => {
    await renderRoute('/pages/user-profile/teams');
    const teams = await screen.findAllByRole('article');
    expect(teams).toHaveLength(seedData().profileTeams.length);
    expect(within(teams[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'React Developers',
    );
  });

  it('shows projects with budget, deadline and progress', async () => {
    await renderRoute('/pages/user-profile/projects');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = cards[0] as HTMLElement;
    expect(first).toHaveTextContent('$18,200 / $24,800');
    expect(first).toHaveTextContent('May 28, 2026');
    expect(
      within(first).getByRole('progressbar', { name: 'Progress of Social Banners' }),
    ).toHaveAttribute('aria-valuenow', '78');
  });

  it('connects and, after confirming, disconnects; the API keeps it', async () => {
    const { user } = await renderRoute('/pages/user-profile/connections');
    await user.click(await screen.findByRole('button', { name: 'Connect with Allen Rieske' }));
    expect(await screen.findByText('You are now connected with Allen Rieske')).toBeInTheDocument();
    expect(await isConnected('Allen Rieske')).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Disconnect from Vinnie Mostowy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(async () => expect(await isConnected('Vinnie Mostowy')).toBe(false));
    expect(
      await screen.findByRole('button', { name: 'Connect with Vinnie Mostowy' }),
    ).toBeInTheDocument();
  });

  it('sends an unknown tab to the profile tab', async () => {
    const { location } = await renderRoute('/pages/user-profile/friends');
    await waitFor(() => expect(location().pathname).toBe('/pages/user-profile/profile'));
  });

  it('shows an error with Retry, and Retry loads the data, when the header cannot load', async () => {
    server.use(
      http.get(
        '/api/pages/profile/header',
        () => HttpResponse.json({ message: 'x' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await renderRoute('/pages/user-profile/teams');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('heading', { name: 'John Doe', level: 1 })).toBeInTheDocument();
  });
});
