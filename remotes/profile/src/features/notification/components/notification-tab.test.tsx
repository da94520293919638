import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockServer } from '@portal/design/testing';
import type { NotificationSettings } from '@portal/contract';
import { testDb } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

const storedSettings = async () => {
  const profile = await testDb()
    .selectFrom('profiles')
    .select('notification_settings')
    .where('account_id', '=', 2)
    .executeTakeFirst();
  return profile && (JSON.parse(profile.notification_settings) as NotificationSettings);
};

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
    await waitFor(async () =>
      expect(await storedSettings()).toMatchObject({
        timing: 'daily',
        events: { newSignIn: { inApp: false, email: true } },
      }),
    );
  });
});
