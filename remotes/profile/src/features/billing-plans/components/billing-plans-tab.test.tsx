import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockServer } from '@portal/design/testing';
import { testDb } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

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
});
