import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderRoute } from '../../../testing/render-route';
import { withMockServer } from '@portal/design/testing';

// renderRoute signs a demo account in: its session lives in the test's database.
withMockServer();

async function openDialog(user: UserEvent, button: string, title = button) {
  const card = screen.getByRole('region', { name: button });
  await user.click(within(card).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

const closed = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

describe('the dialog examples', () => {
  it('shows every dialog of the template', async () => {
    await renderRoute('/pages/dialog-examples');
    for (const name of [
      'Share project',
      'Add new card',
      'Pricing',
      'Refer and earn',
      'Add new address',
      'Edit user information',
      'Create app',
      'Two-step verification',
      'Payment methods',
    ]) {
      expect(screen.getByRole('region', { name })).toBeVisible();
    }
  });

  it('pricing: choosing a plan closes the dialog', async () => {
    const { user } = await renderRoute('/pages/dialog-examples');
    const dialog = await openDialog(user, 'Pricing', 'Find the right plan for your site');
    expect(within(dialog).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    const team = within(dialog).getByRole('region', { name: 'Team' });
    await user.click(within(team).getByRole('button', { name: 'Choose this plan' }));
    await closed('Find the right plan for your site');
  });

  it('refer and earn: a bad email is refused, a good one is listed', async () => {
    const { user } = await renderRoute('/pages/dialog-examples');
    const dialog = await openDialog(user, 'Refer and earn');
    const email = within(dialog).getByRole('textbox', { name: /Email of your friend/ });
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'friend@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Invitations sent: 1')).toBeVisible();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('friend@example.com');
    expect(email).toHaveValue('');
  });

  it('address: required fields and the postcode are checked, the saved address is shown', async () => {
    const { user } = await renderRoute('/pages/dialog-examples');
    const dialog = await openDialog(user, 'Add new address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThan(
      3,
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Office' }));
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Grace');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Hopper');
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Address line 1/ }), '1 rue Lepic');
    await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Paris');
    const postcode = within(dialog).getByRole('textbox', { name: /Postcode/ });
    await user.type(postcode, '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a postcode of 3 to 10 letters or digits'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /City/ })).toHaveValue('Paris');
    await user.clear(postcode);
    await user.type(postcode, '75018');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed('Add new address');
    expect(screen.getByTestId('saved-address')).toHaveTextContent(
      'Office: Grace Hopper, 1 rue Lepic, 75018 Paris, France',
    );
    // The next address starts from an empty form.
    const again = await openDialog(user, 'Add new address');
    expect(within(again).getByRole('textbox', { name: /First name/ })).toHaveValue('');
  });

  it('edit user: starts from the saved details and updates them', async () => {
    const { user } = await renderRoute('/pages/dialog-examples');
    const dialog = await openDialog(user, 'Edit user information');
    const first = within(dialog).getByRole('textbox', { name: /First name/ });
    expect(first).toHaveValue('Ada');
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'ada@');
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeVisible();
    await user.type(email, 'portal.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed('Edit user information');
    expect(screen.getByTestId('edited-user')).toHaveTextContent('Augusta Lovelace');
    expect(screen.getByTestId('edited-user')).toHaveTextContent('ada@portal.example');
  });

  it('create app: each step is checked before the next, the card by Luhn', async () => {
    const { user } = await renderRoute('/pages/dialog-examples');
    const dialog = await openDialog(user, 'Create app');
    const next = () => user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await next();
    expect(await within(dialog).findByText('Enter at least 3 characters')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Application name/ }), 'Atlas');
    await user.click(within(dialog).getByRole('radio', { name: 'E-commerce platform' }));
    await next();
    await user.click(await within(dialog).findByRole('radio', { name: 'Vue' }));
    await next();
    const database = await within(dialog).findByRole('textbox', { name: /Database name/ });
    await user.type(database, '1atlas');
    await next();
    expect(
      await within(dialog).findByText(
        'Lower-case letters, digits and _, starting with a letter (3 to 31)',
      ),
    ).toBeVisible();
    await user.clear(database);
    await user.type(database, 'atlas_db');
    await next();
    const card = await within(dialog).findByRole('textbox', { name: /Card number/ });
    await user.type(card, '4242424242424241');
    await user.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Ada L');
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '12/39');
    await user.type(within(dialog).getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a valid card number')).toBeVisible();
    await user.clear(card);
    await user.type(card, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('Application Atlas created');
    expect(done).toHaveTextContent('E-commerce platform with Vue on Firebase.');
  });

  it('two-step: the app code needs six digits, a text message a phone number', async () => {
    const { user } = await renderRoute('/pages/dialog-examples');
    expect(screen.getByTestId('two-step-status')).toHaveTextContent('off');
    let dialog = await openDialog(user, 'Two-step verification');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // A QR code drawn in the page (an SVG of the otpauth link), the key written out as its alternative.
    const qr = await within(dialog).findByRole('img', { name: /^QR code to scan/ });
    const svg = decodeURIComponent(qr.getAttribute('src')?.split(',')[1] ?? '');
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect(within(dialog).getByLabelText('Set-up key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Enter the 6 digits')).toBeVisible();
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of the code' }));
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await closed('Two-step verification');
    expect(screen.getByTestId('two-step-status')).toHaveTextContent(
      'Two-step verification is on (Authenticator app).',
    );

    dialog = await openDialog(user, 'Two-step verification');
    await user.click(within(dialog).getByRole('radio', { name: /Text message/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    await user.type(phone, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Enter a phone number of 8 to 16 digits')).toBeVisible();
    await user.type(phone, '3456789');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await closed('Two-step verification');
    expect(screen.getByTestId('two-step-status')).toHaveTextContent('(Text message)');
  });

  it('payment methods: set another primary card, delete one after confirming', async () => {
    const { user } = await renderRoute('/pages/dialog-examples');
    const dialog = await openDialog(user, 'Payment methods');
    expect(
      within(dialog).getByRole('button', { name: 'Delete: Visa ending in 4242' }),
    ).toBeDisabled();
    await user.click(
      within(dialog).getByRole('button', { name: 'Set as primary: Mastercard ending in 5454' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete: Visa ending in 4242' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('Remove Visa ending in 4242 from your payment methods?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByText('Visa ending in 4242')).toBeNull());
    expect(within(dialog).getByText('Mastercard ending in 5454')).toBeVisible();
  });
});
