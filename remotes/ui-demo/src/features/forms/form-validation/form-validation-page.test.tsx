import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/render-route';
import { withMockServer } from '@portal/design/testing';

// renderRoute signs a demo account in: its session lives in the test's database.
withMockServer();

describe('the form-validation demo', () => {
  it('shows every field error on an empty submit', async () => {
    await renderRoute('/forms/form-validation');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(
      expect.stringMatching(/required/i),
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      expect.stringMatching(/email/i),
    );
    expect(screen.getByLabelText(/^Age/)).toHaveAccessibleDescription(
      expect.stringMatching(/required/i),
    );
  });

  it('checks a field when it loses focus, with the schema’s own rules', async () => {
    await renderRoute('/forms/form-validation');
    const password = await screen.findByLabelText(/^Password/);
    await userEvent.type(password, 'longenough');
    await userEvent.tab();
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Include at least one capital letter'),
    );
    await userEvent.type(screen.getByLabelText(/^Postcode/), '12a');
    await userEvent.tab();
    expect(screen.getByLabelText(/^Postcode/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter five digits'),
    );
  });

  it('accepts valid values and says so', async () => {
    await renderRoute('/forms/form-validation');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret12');
    await userEvent.type(screen.getByLabelText(/^Age/), '30');
    await userEvent.type(screen.getByLabelText(/^Postcode/), '28001');
    await userEvent.type(screen.getByLabelText(/^Website/), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await userEvent.type(screen.getByLabelText(/^Confirm password/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });
});
