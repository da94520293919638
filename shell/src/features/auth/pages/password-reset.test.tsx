import { screen } from '@testing-library/react';
import { isAuthenticated } from '@portal/auth';
import { resetTokenFromOutbox } from '@portal/mock-api/testing';
import { elsewhere, renderAuth, sessionStore, withAuthTestEnvironment } from '../test-utils';

withAuthTestEnvironment();
// Whole journeys typed key by key: they need more than the default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('forgot and reset password', () => {
  it('forgot -> the e-mailed link -> new password -> login with it works, the old one does not', async () => {
    const forgot = await renderAuth('/forgot-password');
    await forgot.user.type(await screen.findByLabelText(/^email/i), 'client@demo.com');
    await forgot.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeInTheDocument();
    // The page shows no link: it went by e-mail (here, the outbox), as the person follows it.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/authentication/login');
    expect(hrefs.filter((href) => href?.includes('reset-password'))).toEqual([]);
    expect(screen.getByText(/Outgoing e-mail/)).toBeInTheDocument();
    const token = await resetTokenFromOutbox('client@demo.com');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    // As the person following the e-mailed link.
    const { user, router } = forgot;
    await router.navigate(`/authentication/reset-password?token=${token}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^new password/i), 'another-pass-9');
    await user.type(screen.getByLabelText(/^confirm password/i), 'another-pass-9');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/has been reset/i)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await user.type(await screen.findByLabelText(/^email/i), 'client@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'client');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^password/i));
    await user.type(screen.getByLabelText(/^password/i), 'another-pass-9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await elsewhere()).toBe('/');
    expect(isAuthenticated(sessionStore.getState())).toBe(true);
  });

  it('checks the new password and its confirmation', async () => {
    const { user } = await renderAuth('/authentication/reset-password-v2?token=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^new password/i), 'short');
    await user.type(screen.getByLabelText(/^confirm password/i), 'different');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The password has at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('an unknown token shows the API message and a way to ask again', async () => {
    const { user } = await renderAuth('/authentication/reset-password?token=unknown');
    await user.type(await screen.findByLabelText(/^new password/i), 'another-pass-9');
    await user.type(screen.getByLabelText(/^confirm password/i), 'another-pass-9');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
  });

  it('without a token, says the link is invalid', async () => {
    await renderAuth('/authentication/reset-password');
    expect(
      await screen.findByText('This reset link is invalid or has expired. Ask for a new one.'),
    ).toBeInTheDocument();
  });
});

describe('verify email', () => {
  it('shows the address and resends the activation link', async () => {
    const { user } = await renderAuth('/authentication/verify-email?email=admin%40demo.com');
    expect(await screen.findByText(/sent to admin@demo\.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('A new activation link was sent.')).toBeInTheDocument();
  });

  it('asks for the address when the link has none', async () => {
    const { user } = await renderAuth('/authentication/verify-email');
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^email/i), 'someone@host.test');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('A new activation link was sent.')).toBeInTheDocument();
  });
});
