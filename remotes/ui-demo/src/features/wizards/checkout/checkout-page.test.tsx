import { cleanup, screen } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';
import { withMockServer } from '@portal/design/testing';

// renderRoute signs a demo account in: its session lives in the test's database.
withMockServer();

describe('the checkout wizard', () => {
  it('checks each step, keeps values on Back, places the order', async () => {
    const { user } = await renderRoute('/wizard-examples/checkout');
    // A hosting company's cart: services, not goods.
    expect(await screen.findByLabelText(/^Quantity of VPS Standard/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Quantity of Domain name \(\.com\)/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Quantity of Wildcard SSL certificate/)).toHaveValue('1');
    const coupon = await screen.findByLabelText(/^Coupon code/);
    await user.type(coupon, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(coupon).toHaveAccessibleDescription(
      expect.stringContaining('This coupon does not exist'),
    );
    await user.clear(coupon);
    await user.type(coupon, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /^Priority/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const card = await screen.findByLabelText(/^Card number/);
    await user.type(card, '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(card).toHaveAccessibleDescription(expect.stringContaining('Enter a valid card number'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /^Priority/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.clear(screen.getByLabelText(/^Card number/));
    await user.type(screen.getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText(/^Name on card/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Expiry date/), '12/39');
    await user.type(screen.getByLabelText(/^CVC/), '123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // A VPS, a domain and a wildcard certificate: 24 + 15 + 59 = 98, minus 10 % = 88.20,
    // plus 10 for priority support = 98.20
    expect(await screen.findByRole('table', { name: 'Order summary' })).toHaveTextContent('$98.20');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$98.20');
  });

  it('refuses an empty cart', async () => {
    const { user } = await renderRoute('/wizard-examples/checkout');
    for (const name of [/^Quantity of VPS/, /^Quantity of Domain/, /^Quantity of Wildcard/]) {
      const input = await screen.findByLabelText(name);
      await user.clear(input);
      await user.type(input, '0');
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Add at least one service')).toBeVisible();
  });

  it('keeps a draft across a reload', async () => {
    const { user } = await renderRoute('/wizard-examples/checkout');
    await user.type(await screen.findByLabelText(/^Coupon code/), 'SAVE10');
    cleanup();
    await renderRoute('/wizard-examples/checkout');
    expect(await screen.findByLabelText(/^Coupon code/)).toHaveValue('SAVE10');
  });
});
