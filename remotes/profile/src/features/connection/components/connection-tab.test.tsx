import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_SESSION, withMockServer } from '@portal/design/testing';
import { call, testDb } from '@portal/mock-api/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();
const openTab = () => renderRoute('/perfilClient/connection', { as: 'client@demo.com' });

const storedConnections = async () =>
  (
    await testDb()
      .selectFrom('profile_connections')
      .select('connection')
      .where('account_id', '=', 2)
      .execute()
  ).map((row) => row.connection);

describe('connection tab', () => {
  it('connects and disconnects through the API and shows why the last sign-in cannot go', async () => {
    const user = userEvent.setup();
    await renderRoute('/perfilClient/connection', { as: 'client@demo.com' });
    await user.click(await screen.findByRole('button', { name: 'Connect Google' }));
    await waitFor(async () => expect(await storedConnections()).toContain('google'));
    // The account now signs in with Google only (no password).
    await testDb().updateTable('accounts').set({ password_hash: '' }).where('id', '=', 2).execute();
    await user.click(await screen.findByRole('button', { name: 'Disconnect Google' }));
    expect(await screen.findByText(/This is your last way to sign in/)).toBeVisible();
    expect(await storedConnections()).toContain('google');
  });

  it('shows what is connected, connects an app and disconnects a sign-in, storing each', async () => {
    const user = userEvent.setup();
    const arranged = await call('/api/profile/connections/github/connect', {
      method: 'POST',
      json: {},
      token: CLIENT_SESSION.accessToken,
    });
    expect(arranged.status).toBe(200);
    await openTab();
    expect(await screen.findByRole('button', { name: 'Disconnect GitHub' })).toBeVisible();
    const disconnectButtons = () => screen.getAllByRole('button', { name: /^Disconnect / });
    // Google Calendar is on for every new profile.
    expect(disconnectButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Disconnect Google Calendar',
      'Disconnect GitHub',
    ]);

    await user.click(screen.getByRole('button', { name: 'Connect Slack' }));
    expect(await screen.findByText('Slack connected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Disconnect Slack' })).toBeVisible();
    expect(disconnectButtons()).toHaveLength(3);
    expect((await storedConnections()).sort()).toEqual(['github', 'google-calendar', 'slack']);

    // The account still has its password: GitHub may go.
    await user.click(screen.getByRole('button', { name: 'Disconnect GitHub' }));
    expect(await screen.findByText('GitHub disconnected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect GitHub' })).toBeVisible();
    expect((await storedConnections()).sort()).toEqual(['google-calendar', 'slack']);
  });

  it('reloads the connections when Retry is pressed after a failed load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '/api/profile/connections',
        () => HttpResponse.json({ message: 'x' }, { status: 500 }),
        { once: true },
      ),
    );
    await openTab();
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect Google' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Connect Google' })).toBeVisible();
  });
});
