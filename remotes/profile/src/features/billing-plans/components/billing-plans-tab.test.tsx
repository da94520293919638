import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_SESSION, withMockServer } from '@portal/design/testing';
import { call, testDb } from '@portal/mock-api/testing';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();
// The billing address form keeps a draft in localStorage: none may reach the next test.
beforeEach(() => localStorage.clear());

const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';

/** Arranges through the API, as the client account. */
async function asClient(path: string, json: unknown, method = 'POST') {
  const answer = await call(path, { method, json, token: CLIENT_SESSION.accessToken });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
}
const addCard = (number: string) =>
  asClient('/api/profile/payment-methods', {
    number,
    holder: 'Jane Doe',
    expiry: '12/39',
    cvc: '123',
  });

const storedCards = () =>
  testDb()
    .selectFrom('profile_payment_methods')
    .select(['last4', 'holder', 'expiry', 'is_primary'])
    .where('account_id', '=', 2)
    .orderBy('seq')
    .execute();
const storedProfile = () =>
  testDb().selectFrom('profiles').selectAll().where('account_id', '=', 2).executeTakeFirst();
const openBillingTab = () => renderRoute('/perfilClient/billing-plans', { as: 'client@demo.com' });

const storedPlan = async () =>
  (
    await testDb()
      .selectFrom('profiles')
      .select('plan')
      .where('account_id', '=', 2)
      .executeTakeFirst()
  )?.plan;
/** The newest receipt. */
const storedCharge = () =>
  testDb()
    .selectFrom('profile_charges')
    .select(['amount', 'status'])
    .where('account_id', '=', 2)
    .orderBy('charged_at', 'desc')
    .orderBy('seq')
    .executeTakeFirst();

describe('billing & plans tab', () => {
  it('adds a card (Luhn checked), changes plan with proration shown, and lists a receipt', async () => {
    const user = userEvent.setup();
    await renderRoute('/perfilClient/billing-plans', { as: 'client@demo.com' });
    expect(await screen.findByText(/^Basic ·/)).toBeVisible();
    const number = screen.getByRole('textbox', { name: /^Card number/ });
    await user.type(number, '4242 4242 4242 4241');
    await user.type(screen.getByRole('textbox', { name: /^Name on card/ }), 'Jane Doe');
    await user.type(screen.getByRole('textbox', { name: /^Expiry date/ }), '12/39');
    await user.type(screen.getByRole('textbox', { name: /^Security code/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('This card number is not valid')).toBeVisible();
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    expect(screen.getByText('Brand: Visa')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Visa ending in 4242')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    await user.click(within(dialog).getByRole('radio', { name: /Team/ }));
    const quote = await within(dialog).findByRole('table', { name: 'What you pay today' });
    // Basic is free: no credit, the full month of Team is due today.
    expect(within(quote).getByRole('row', { name: /Due today/ })).toHaveTextContent('$19.00');
    expect(within(quote).getByRole('row', { name: /Credit/ })).toHaveTextContent('$0.00');
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await waitFor(async () => expect(await storedPlan()).toBe('team'));
    expect(await screen.findByRole('button', { name: /^Receipt of/ })).toBeVisible();
    expect(await storedCharge()).toMatchObject({ amount: 1900, status: 'paid' });
  });

  it('refuses a paid plan without a card, saying why in the dialog, and charges nothing', async () => {
    const user = userEvent.setup();
    await openBillingTab();
    expect(await screen.findByText('No charges yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    // The current plan is chosen: nothing to change yet.
    expect(within(dialog).getByRole('radio', { name: /Basic/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Change plan' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Company/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Add a payment method before choosing a paid plan',
    );
    expect((await storedProfile())?.plan ?? 'basic').toBe('basic');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/^Basic ·/)).toBeVisible();
    expect(screen.getByText('No charges yet.')).toBeVisible();
  });

  it('changes to an annual plan at the annual price', async () => {
    const user = userEvent.setup();
    await addCard(VISA);
    await openBillingTab();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Annual (2 months free)' }));
    expect(within(dialog).getByRole('radio', { name: /Team/ })).toHaveAccessibleName(
      /\$190\.00 per year/,
    );
    await user.click(within(dialog).getByRole('radio', { name: /Team/ }));
    const quote = await within(dialog).findByRole('table', { name: 'What you pay today' });
    expect(within(quote).getByRole('row', { name: /Due today/ })).toHaveTextContent('$190.00');
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('You are now on the Team plan')).toBeVisible();
    expect(await storedProfile()).toMatchObject({ plan: 'team', cycle: 'annual' });
    expect(screen.getByText('Team · $190.00 per year')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels a paid plan only after confirmation, keeping it to the end of the period', async () => {
    const user = userEvent.setup();
    await addCard(VISA);
    await asClient('/api/profile/plan', { plan: 'team', cycle: 'monthly' });
    await openBillingTab();
    expect(await screen.findByText('Team · $19.00 per month')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent(/Your plan stays active until .+ and then ends\./);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Boolean((await storedProfile())?.cancel_at_period_end)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText('Your subscription will end at the close of this period'),
    ).toBeVisible();
    expect(await storedProfile()).toMatchObject({ plan: 'team' });
    expect(Boolean((await storedProfile())?.cancel_at_period_end)).toBe(true);
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.getByText(/^Ends on .+; it will not renew$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('checks the expiry, security code and name beside the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openBillingTab();
    const number = await screen.findByRole('textbox', { name: /^Card number/ });
    await user.type(number, MASTERCARD);
    expect(screen.getByText('Brand: Mastercard')).toBeVisible();
    const expiry = screen.getByRole('textbox', { name: /^Expiry date/ });
    await user.type(expiry, '01/20');
    const cvc = screen.getByRole('textbox', { name: /^Security code/ });
    await user.type(cvc, '12');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Enter a future expiry date as MM/YY')).toBeVisible();
    expect(screen.getByText('The security code has 3 or 4 digits')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Name on card/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(number).toHaveValue(MASTERCARD);
    expect(expiry).toHaveValue('01/20');
    expect(cvc).toHaveValue('12');
    expect(await storedCards()).toEqual([]);

    await user.clear(expiry);
    await user.type(expiry, '10/38');
    await user.type(cvc, '3');
    await user.type(screen.getByRole('textbox', { name: /^Name on card/ }), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Mastercard ending in 4444')).toBeVisible();
    expect(await storedCards()).toMatchObject([
      { last4: '4444', holder: 'Jane Doe', expiry: '10/38' },
    ]);
    // The form is empty again for the next card.
    expect(number).toHaveValue('');
  });

  it("edits a card's name and expiry, checking the expiry", async () => {
    const user = userEvent.setup();
    await addCard(VISA);
    await openBillingTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit card ending in 4242' });
    const holder = within(dialog).getByRole('textbox', { name: /^Name on card/ });
    const expiry = within(dialog).getByRole('textbox', { name: /^Expiry date/ });
    expect(holder).toHaveValue('Jane Doe');
    await user.clear(holder);
    await user.type(holder, 'J. Doe');
    await user.clear(expiry);
    await user.type(expiry, '13/40');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Enter a future expiry date as MM/YY')).toBeVisible();
    expect(holder).toHaveValue('J. Doe');
    expect(await storedCards()).toMatchObject([{ holder: 'Jane Doe', expiry: '12/39' }]);

    await user.clear(expiry);
    await user.type(expiry, '06/41');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await storedCards()).toMatchObject([{ holder: 'J. Doe', expiry: '06/41' }]);
    const table = screen.getByRole('table', { name: 'Your cards' });
    expect(within(table).getByText('J. Doe')).toBeVisible();
    expect(within(table).getByText('06/41')).toBeVisible();
  });

  it('makes another card primary', async () => {
    const user = userEvent.setup();
    await addCard(VISA);
    await addCard(MASTERCARD);
    await openBillingTab();
    // The first card added is the primary one: it has no "Make primary".
    expect(await screen.findByRole('button', { name: 'Make Mastercard ending in 4444 primary' }));
    expect(screen.queryByRole('button', { name: 'Make Visa ending in 4242 primary' })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Make Mastercard ending in 4444 primary' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Make Visa ending in 4242 primary' }),
    ).toBeVisible();
    expect((await storedCards()).map((card) => [card.last4, Boolean(card.is_primary)])).toEqual([
      ['4242', false],
      ['4444', true],
    ]);
  });

  it('deletes a card only after confirmation, and the next card becomes primary', async () => {
    const user = userEvent.setup();
    await addCard(VISA);
    await addCard(MASTERCARD);
    await openBillingTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveTextContent('Visa ending in 4242 will be removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await storedCards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Card deleted')).toBeVisible();
    expect((await storedCards()).map((card) => [card.last4, Boolean(card.is_primary)])).toEqual([
      ['4444', true],
    ]);
    const table = screen.getByRole('table', { name: 'Your cards' });
    expect(within(table).queryByText('Visa ending in 4242')).toBeNull();
    expect(within(table).getByText('Primary')).toBeVisible();
    expect(
      within(table).queryByRole('button', { name: 'Make Mastercard ending in 4444 primary' }),
    ).toBeNull();
  });

  it('saves the billing address, with a bad tax ID shown beside its field', async () => {
    const user = userEvent.setup();
    await openBillingTab();
    const form = await screen.findByRole('form', { name: 'Billing address' });
    await user.type(within(form).getByRole('textbox', { name: 'Company' }), 'Acme Ltd');
    const taxId = within(form).getByRole('textbox', { name: 'Tax ID' });
    await user.type(taxId, 'VAT!');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    // The contract's own text is not a translation key: the kit's generic one is shown.
    await waitFor(() => expect(taxId).toHaveAccessibleDescription('This value is not valid'));
    expect(taxId).toHaveValue('VAT!');
    expect((await storedProfile())?.billing_company ?? '').toBe('');

    await user.clear(taxId);
    await user.type(taxId, 'GB-123.456');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Billing address saved')).toBeVisible();
    expect(await storedProfile()).toMatchObject({
      billing_company: 'Acme Ltd',
      billing_tax_id: 'GB-123.456',
    });
  });

  it('lists the charges with their status and opens a printable receipt', async () => {
    const user = userEvent.setup();
    await asClient(
      '/api/profile/billing-address',
      {
        company: 'Acme Ltd',
        email: '',
        taxId: 'GB-123',
        address: '1 Main St',
        country: 'UK',
        zip: 'N1',
      },
      'PUT',
    );
    await testDb()
      .insertInto('profile_charges')
      .values([
        {
          id: 'rcpt-paid',
          account_id: 2,
          seq: 1,
          charged_at: '2026-01-10T10:00:00.000Z',
          plan: 'company',
          cycle: 'monthly',
          amount: 4000,
          credit: 900,
          status: 'paid',
          card: 'visa •••• 4242',
        },
        {
          id: 'rcpt-failed',
          account_id: 2,
          seq: 2,
          charged_at: '2026-02-10T10:00:00.000Z',
          plan: 'company',
          cycle: 'monthly',
          amount: 4900,
          credit: 0,
          status: 'failed',
          card: 'visa •••• 4242',
        },
      ])
      .execute();
    // happy-dom has no print dialog.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openBillingTab();
    const table = await screen.findByRole('table', { name: 'Plan charges' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'Failed',
      'Paid',
    ]);
    const paid = rows[1] as HTMLElement;
    expect(paid).toHaveTextContent('$40.00');
    await user.click(within(paid).getByRole('button', { name: /^Receipt of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt rcpt-paid' });
    expect(dialog).toHaveTextContent('Acme Ltd, 1 Main St, N1, UK · Tax ID: GB-123');
    const receipt = within(dialog).getByRole('table', { name: 'Receipt rcpt-paid' });
    expect(within(receipt).getByRole('row', { name: /Company plan, Monthly/ })).toHaveTextContent(
      '$49.00',
    );
    expect(within(receipt).getByRole('row', { name: /Credit/ })).toHaveTextContent('$9.00');
    expect(within(receipt).getByRole('row', { name: /Total/ })).toHaveTextContent('$40.00');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    // The footer's Close (the title bar has one too).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    await user.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.unstubAllGlobals();
  });

  it('reloads the billing state when Retry is pressed after a failed load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/profile/billing', () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    await openBillingTab();
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Basic ·/)).toBeVisible();
  });
});
