import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/auth';
import { withMockServer } from '@portal/design/testing';
import { call, signIn, testDb } from '@portal/mock-api/testing';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();
// Drafts of the account form are kept in localStorage (and flushed when a test's page is
// unmounted, after the test): none may reach the next test.
beforeEach(() => localStorage.clear());

const CLIENT_ID = 2;
const storedAccount = () =>
  testDb()
    .selectFrom('accounts')
    .select(['email', 'avatar', 'deactivated'])
    .where('id', '=', CLIENT_ID)
    .executeTakeFirstOrThrow();
const storedProfile = () =>
  testDb()
    .selectFrom('profiles')
    .selectAll()
    .where('account_id', '=', CLIENT_ID)
    .executeTakeFirst();

const openAccountTab = () => renderRoute('/perfilClient/account', { as: 'client@demo.com' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('account tab', () => {
  it('saves the address, country, zip, time zone and currency and shows them after a reload', async () => {
    const user = userEvent.setup();
    const view = await openAccountTab();
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '1 Main Street');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'New York');
    await choose(user, 'Country', 'United States');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '10001');
    await choose(user, 'Time zone', 'Europe/Paris');
    await choose(user, 'Currency', 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved')).toBeVisible();
    expect(await storedProfile()).toMatchObject({
      address: '1 Main Street',
      state: 'New York',
      country: 'US',
      zip: '10001',
      time_zone: 'Europe/Paris',
      currency: 'EUR',
    });

    view.unmount();
    await openAccountTab();
    expect(await screen.findByRole('textbox', { name: 'Address' })).toHaveValue('1 Main Street');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('New York');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('10001');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  it('another session saved meanwhile: the conflict dialog shows both, "Keep mine" saves mine', async () => {
    const user = userEvent.setup();
    await openAccountTab();
    const organization = await screen.findByRole('textbox', { name: 'Organisation' });
    // The same account at another desk saves its organization after this form opened.
    const other = await signIn('client@demo.com');
    const profile = await call('/api/profile', { token: other });
    const theirs = await call('/api/profile', {
      method: 'PUT',
      token: other,
      json: { ...(profile.body as object), organization: 'Their Org' },
    });
    expect(theirs.status).toBe(200);
    await user.clear(organization);
    await user.type(organization, 'My Org');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    const row = within(dialog).getByRole('row', { name: /Organisation/ });
    expect(within(row).getByText('Their Org')).toBeInTheDocument();
    expect(within(row).getByText('My Org')).toBeInTheDocument();
    expect((await storedProfile())?.organization).toBe('Their Org');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Your profile has been saved')).toBeVisible();
    expect((await storedProfile())?.organization).toBe('My Org');
  });

  it('shows a zip that does not fit the country beside the field, keeps it and stores nothing', async () => {
    const user = userEvent.setup();
    await openAccountTab();
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '1 Main Street');
    await choose(user, 'Country', 'United States');
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await user.type(zip, 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(zip).toHaveAccessibleDescription('This postal code does not fit the country');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveValue('SW1A 1AA');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Main Street');
    // Reads make no profile: nothing was sent.
    expect(await storedProfile()).toBeUndefined();

    await user.clear(zip);
    await user.type(zip, '10001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect((await storedProfile())?.zip).toBe('10001'));
  });

  it("shows the API's refusal of an e-mail in use beside the e-mail and keeps what was typed", async () => {
    const user = userEvent.setup();
    await openAccountTab();
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'admin@demo.com');
    await user.type(screen.getByLabelText(/^Current password/), 'client');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is already used')).toBeVisible();
    expect(email).toHaveAccessibleDescription('This email is already used');
    expect(email).toHaveValue('admin@demo.com');
    expect((await storedAccount()).email).toBe('client@demo.com');
  });

  it('changes the e-mail with the current password, for this session too', async () => {
    const user = userEvent.setup();
    await openAccountTab();
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'jane@demo.com');
    await user.type(screen.getByLabelText(/^Current password/), 'client');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved')).toBeVisible();
    expect(sessionStore.getState().userData?.email).toBe('jane@demo.com');
    expect((await storedAccount()).email).toBe('jane@demo.com');
    // Saved: the password prompt is gone, since the new e-mail is now the saved one.
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('keeps no password in the draft of unsaved changes', async () => {
    const user = userEvent.setup();
    const view = await openAccountTab();
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'jane@demo.com');
    await user.type(screen.getByLabelText(/^Current password/), 'client');
    view.unmount();
    const drafts = Object.keys(localStorage).filter((key) => key.includes('profile.account'));
    expect(drafts).toHaveLength(1);
    const draft = localStorage.getItem(drafts[0] ?? '') ?? '';
    expect(draft).toContain('jane@demo.com');
    expect(draft).not.toContain('"client"');

    // The restored draft asks for the password again.
    await openAccountTab();
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('jane@demo.com');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('uploads a photo and saves it; refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openAccountTab();
    const upload = await screen.findByLabelText('Upload new photo');
    await user.upload(upload, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Use a JPG, PNG or GIF image')).toBeVisible();

    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', {
      type: 'image/png',
    });
    await user.upload(upload, png);
    await waitFor(() => expect(screen.queryByText('Use a JPG, PNG or GIF image')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect((await storedAccount()).avatar).toMatch(/^data:image\/png;base64,/),
    );
    expect(sessionStore.getState().userData?.avatar).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps unsaved changes as a draft across a reload; Reset returns to what is stored', async () => {
    const user = userEvent.setup();
    const view = await openAccountTab();
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Janet Draft');
    // The draft is written after a short pause in typing.
    await waitFor(() =>
      expect(Object.keys(localStorage).some((key) => key.includes('profile.account'))).toBe(true),
    );
    view.unmount();

    await openAccountTab();
    expect(await screen.findByText('Unsaved draft restored')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Janet Draft');
    // The first "Reset" is the photo's; the second is the form's.
    const [, resetForm] = screen.getAllByRole('button', { name: 'Reset' });
    await user.click(resetForm as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jane Doe');
    expect(screen.queryByText('Unsaved draft restored')).toBeNull();
    expect(Object.keys(localStorage).some((key) => key.includes('profile.account'))).toBe(false);
  });

  it('reloads the profile when Retry is pressed after a failed load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/profile', () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    await openAccountTab();
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Jane Doe');
  });
});

describe('deactivate account', () => {
  it('keeps Deactivate off for another e-mail, and Cancel deactivates nothing', async () => {
    const user = userEvent.setup();
    await openAccountTab();
    await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account' });
    expect(dialog).toHaveTextContent('Type your e-mail address (client@demo.com) to confirm.');
    const typed = within(dialog).getByRole('textbox', { name: 'Your e-mail address' });
    await user.type(typed, 'admin@demo.com');
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Boolean((await storedAccount()).deactivated)).toBe(false);
    expect(sessionStore.getState().signedIn).toBe(true);

    // Opened again, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Deactivate your account' })).getByRole(
        'textbox',
        { name: 'Your e-mail address' },
      ),
    ).toHaveValue('');
  });

  it('says why when the deactivation fails and keeps the session', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/profile/deactivate', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    await openAccountTab();
    await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account' });
    const typed = within(dialog).getByRole('textbox', { name: 'Your e-mail address' });
    // Case and spaces do not matter.
    await user.type(typed, ' Client@Demo.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(typed).toHaveAccessibleDescription(
        'The server could not complete the request. Try again.',
      ),
    );
    expect(sessionStore.getState().signedIn).toBe(true);
    expect(Boolean((await storedAccount()).deactivated)).toBe(false);
  });
});
