import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockServer } from '@portal/design/testing';
import { testDb } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

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
});
