import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockServer } from '@portal/design/testing';
import { getDb } from '@portal/mock-api';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

describe('connection tab', () => {
  it('connects and disconnects through the API and shows why the last sign-in cannot go', async () => {
    const user = userEvent.setup();
    await renderRoute('/perfilClient/connection', { as: 'client@demo.com' });
    await user.click(await screen.findByRole('button', { name: 'Connect Google' }));
    await waitFor(() =>
      expect(getDb().profiles.find((p) => p.accountId === 2)?.connections).toContain('google'),
    );
    const account = getDb().accounts.find((a) => a.id === 2);
    if (account) account.password = '';
    await user.click(await screen.findByRole('button', { name: 'Disconnect Google' }));
    expect(await screen.findByText(/This is your last way to sign in/)).toBeVisible();
    expect(getDb().profiles.find((p) => p.accountId === 2)?.connections).toContain('google');
  });
});
