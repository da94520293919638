import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockServer } from '@portal/design/testing';
import { getDb } from '@portal/mock-api';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

describe('notification tab', () => {
  it('saves the events x channels matrix and when to send', async () => {
    const user = userEvent.setup();
    await renderRoute('/perfilClient/notification', { as: 'client@demo.com' });
    const cell = await screen.findByRole('checkbox', {
      name: 'New sign-in to your account: In the app',
    });
    expect(cell).toBeChecked();
    await user.click(cell);
    await user.click(screen.getByRole('combobox', { name: 'When to send' }));
    await user.click(await screen.findByRole('option', { name: 'Once a day (digest)' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(getDb().profiles.find((p) => p.accountId === 2)?.notificationSettings).toMatchObject({
        timing: 'daily',
        events: { newSignIn: { inApp: false, email: true } },
      }),
    );
  });
});
