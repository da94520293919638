import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/auth';
import { withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

const server = withMockServer();

const storedAccount = () =>
  testDb()
    .selectFrom('accounts')
    .select(['full_name', 'deactivated'])
    .where('id', '=', 2)
    .executeTakeFirstOrThrow();
const storedProfile = () =>
  testDb().selectFrom('profiles').selectAll().where('account_id', '=', 2).executeTakeFirst();

describe('profile page', () => {
  it('shows the tabs as a tab list with the current one selected', async () => {
    await renderRoute('/perfilClient/security', { as: 'client@demo.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const tabs = screen.getByRole('tablist', { name: 'Profile sections' });
    expect(within(tabs).getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Account', 'Security', 'Billing & plans', 'Notifications', 'Connections']);
  });

  it('serves the account-settings alias', async () => {
    await renderRoute('/pages/account-settings/account', { as: 'client@demo.com' });
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Jane Doe');
  });
});

describe('account tab', () => {
  it('saves the details through the API and shows the new name in the session user at once', async () => {
    const user = userEvent.setup();
    await renderRoute('/perfilClient/account', { as: 'client@demo.com' });
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Jane Q. Doe');
    await user.type(screen.getByRole('textbox', { name: 'Organisation' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sessionStore.getState().userData?.fullName).toBe('Jane Q. Doe'));
    expect((await storedAccount()).full_name).toBe('Jane Q. Doe');
    expect((await storedProfile())?.organization).toBe('Acme');
  });

  it('checks the phone and asks for the password to change the e-mail, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderRoute('/perfilClient/account', { as: 'client@demo.com' });
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await user.type(phone, 'call me');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'jane@demo.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter 7 to 20 digits, spaces or + ( ) - .')).toBeVisible();
    expect(screen.getByText('Enter your current password to change your e-mail')).toBeVisible();
    expect(phone).toHaveValue('call me');
    await user.clear(phone);
    await user.type(screen.getByLabelText(/^Current password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The API's 400 lands beside the field.
    expect(await screen.findByText('The password is not correct')).toBeVisible();
    expect(email).toHaveValue('jane@demo.com');
  });

  it('shows a load error with Retry', async () => {
    server.use(
      http.get('/api/profile', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    await renderRoute('/perfilClient/account', { as: 'client@demo.com' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('deactivates only after the own e-mail is typed', async () => {
    const user = userEvent.setup();
    await renderRoute('/perfilClient/account', { as: 'client@demo.com' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account' });
    // Its close button is named (axe button-name).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Deactivate' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your e-mail address' }),
      'client@demo.com',
    );
    await user.click(confirm);
    await waitFor(() => expect(sessionStore.getState().signedIn).toBe(false));
    expect(Boolean((await storedAccount()).deactivated)).toBe(true);
  });
});

describe('demo page', () => {
  it('shows a sample customer read-only, with a banner and no buttons', async () => {
    await renderRoute('/perfilClient/demo', { as: 'client@demo.com' });
    expect(await screen.findByText('Demo: read-only')).toBeVisible();
    const first = seedData().users[0];
    expect(await screen.findByText(first?.fullName ?? '')).toBeVisible();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });
});
