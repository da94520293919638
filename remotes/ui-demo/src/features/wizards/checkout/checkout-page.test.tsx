import { cleanup, screen } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';
import { withMockServer } from '@portal/design/testing';

// renderRoute signs a demo account in: its session lives in the test's database.
withMockServer();

describe('the checkout wizard', () => {
  it('checks each step, keeps values on Back, places the order', async () => {
    const { user } = await renderRoute('/wizard-examples/checkout');
    const coupon = await screen.findByLabelText(/^Coupon code/);
    await user.type(coupon, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(coupon).toHaveAccessibleDescription(
      expect.stringContaining('This coupon does not exist'),
    );
    await user.clear(coupon);
    await user.type(coupon, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /^Express/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const card = await screen.findByLabelText(/^Card number/);
    await user.type(card, '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(card).toHaveAccessibleDescription(expect.stringContaining('Enter a valid card number'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /^Express/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.clear(screen.getByLabelText(/^Card number/));
    await user.type(screen.getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText(/^Name on card/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Expiry date/), '12/39');
    await user.type(screen.getByLabelText(/^CVC/), '123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // 429 + 99 = 528, minus 10 % = 475.20, plus 10 express = 485.20
    expect(await screen.findByRole('table', { name: 'Order summary' })).toHaveTextContent(
      '$485.20',
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$485.20');
  });

  it('keeps a draft across a reload', async () => {
    const { user } = await renderRoute('/wizard-examples/checkout');
    await user.type(await screen.findByLabelText(/^Coupon code/), 'SAVE10');
    cleanup();
    await renderRoute('/wizard-examples/checkout');
    expect(await screen.findByLabelText(/^Coupon code/)).toHaveValue('SAVE10');
  });
});
