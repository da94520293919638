import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/render-route';
import { withMockServer } from '@portal/design/testing';

// renderRoute signs a demo account in: its session lives in the test's database.
withMockServer();

describe('the form wizard demo', () => {
  it('checks each step before the next and keeps values on Back', async () => {
    await renderRoute('/forms/form-wizard-icons');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      expect.stringMatching(/at least 3/i),
    );
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Username/), 'ada');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^First name/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ada');
  });
});
