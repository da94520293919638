import { screen } from '@testing-library/react';
import { elsewhere, renderAuth, sessionStore, withAuthTestEnvironment } from './test-utils';

withAuthTestEnvironment();

const signedIn = () =>
  sessionStore.getState().signIn({
    userData: {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      avatar: null,
      email: 'admin@demo.com',
      role: 'admin',
    },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });

describe('auth route guards', () => {
  it.each(['/login', '/register', '/forgot-password', '/authentication/login?to=%2Fx'])(
    'sends a signed-in user from %s to the root',
    async (path) => {
      signedIn();
      await renderAuth(path);
      expect(await elsewhere()).toBe('/');
    },
  );

  it.each([
    ['/login', 'Sign in to HostDesk'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot password?'],
  ])('opens %s for a visitor', async (path, heading) => {
    await renderAuth(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('forwards /authentication/login to the two-steps screen when a sign-in awaits its code, keeping the query', async () => {
    sessionStore.getState().setPendingTwoStep(true);
    const { url } = await renderAuth(
      `/authentication/login?to=${encodeURIComponent('/apps/permissions')}&x=1`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(url()).toBe(
      `/authentication/two-steps?to=${encodeURIComponent('/apps/permissions')}&x=1`,
    );
  });

  it('keeps /authentication/* pages public for a signed-in user', async () => {
    signedIn();
    await renderAuth('/authentication/verify-email?email=admin%40demo.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/admin@demo\.com/)).toBeInTheDocument();
  });
});
