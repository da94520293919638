import { screen, within } from '@testing-library/react';
import { isAuthenticated } from '@portal/auth';
import { testCookieJar } from '@portal/mock-api/cookies';
import { elsewhere, renderAuth, sessionStore, withAuthTestEnvironment } from '../test-utils';

withAuthTestEnvironment();

const digits = () => screen.getAllByRole('textbox', { name: /^digit \d of 6$/i });

describe('two-step sign-in', () => {
  it('refuses a wrong code beside the field, then signs in with the right one and keeps ?to=', async () => {
    const target = '/apps/permissions?page=2';
    const { user, url } = await renderAuth(
      `/authentication/login?to=${encodeURIComponent(target)}`,
    );
    await user.type(await screen.findByLabelText(/^email/i), 'twostep@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'twostep');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(url()).toBe(`/authentication/two-steps?to=${encodeURIComponent(target)}`);
    expect(sessionStore.getState().twoStepPending).toBe(true);
    // The two-step token is the API's HttpOnly cookie: the page cannot read it.
    expect(testCookieJar.get('HostDesk-twoStepToken')).toMatch(/^[0-9a-f]{64}$/);
    expect(document.cookie).not.toContain(testCookieJar.get('HostDesk-twoStepToken'));
    expect(isAuthenticated(sessionStore.getState())).toBe(false);
    expect(screen.getByText(/^\*+\d{4}$/)).toBeInTheDocument();

    expect(digits()).toHaveLength(6);
    await user.click(digits()[0]!);
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(digits()[0]).toHaveAttribute('aria-describedby');
    expect(isAuthenticated(sessionStore.getState())).toBe(false);

    await user.click(digits()[0]!);
    for (const input of digits()) await user.clear(input);
    await user.click(digits()[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await elsewhere()).toBe(target);
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.userData?.email).toBe('twostep@demo.com');
    expect(state.twoStepPending).toBe(false);
    const session = testCookieJar.get('HostDesk-accessToken');
    expect(session).toMatch(/^[0-9a-f]{64}$/);
    expect(document.cookie).not.toContain(session);
    expect(testCookieJar.get('HostDesk-twoStepToken')).toBeNull();
  });

  it('asks for 6 digits before calling the API', async () => {
    sessionStore.getState().setPendingTwoStep(true);
    const { user } = await renderAuth('/authentication/two-steps-v2');
    await user.click((await screen.findAllByRole('textbox', { name: /^digit/i }))[0]!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText('Enter the 6 digits of the code')).toBeInTheDocument();
  });

  it('an expired attempt (its cookie gone) shows the message and a way back to login, and forgets it', async () => {
    sessionStore.getState().setPendingTwoStep(true);
    const { user } = await renderAuth('/authentication/two-steps?to=%2Fx');
    await user.click((await screen.findAllByRole('textbox', { name: /^digit/i }))[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(
      await screen.findByText('Your sign-in attempt expired, sign in again'),
    ).toBeInTheDocument();
    expect(sessionStore.getState().twoStepPending).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to HostDesk' }),
    ).toBeInTheDocument();
  });

  it('"Back to login" forgets the pending sign-in and keeps ?to=', async () => {
    sessionStore.getState().setPendingTwoStep(true);
    const { user, url } = await renderAuth('/authentication/two-steps?to=%2Fapps%2Fchat');
    const form = await screen.findByRole('button', { name: 'Verify my account' });
    await user.click(within(form.closest('form')!).getByRole('link', { name: 'Back to login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to HostDesk' }),
    ).toBeInTheDocument();
    expect(url()).toBe('/authentication/login?to=%2Fapps%2Fchat');
    expect(sessionStore.getState().twoStepPending).toBe(false);
  });

  it('without a pending sign-in, says so and links to login', async () => {
    await renderAuth('/authentication/two-steps');
    expect(
      await screen.findByText('No sign-in is waiting for a code. Please sign in first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/authentication/login',
    );
  });
});
