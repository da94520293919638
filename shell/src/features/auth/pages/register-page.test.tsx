import { screen } from '@testing-library/react';
import { isAuthenticated } from '@portal/auth';
import { elsewhere, renderAuth, sessionStore, withAuthTestEnvironment } from '../test-utils';

const server = withAuthTestEnvironment();
// Whole journeys typed key by key: they need more than the default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('simple registration', () => {
  it('creates the account, signs in and goes to the root', async () => {
    const { user } = await renderAuth('/register');
    await user.type(await screen.findByLabelText(/^username/i), 'newstaff');
    await user.type(screen.getByLabelText(/^email/i), 'newstaff@host.test');
    await user.type(screen.getByLabelText(/^password/i), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await elsewhere()).toBe('/');
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.userData?.username).toBe('newstaff');
  });

  it('shows client-side rules beside the fields', async () => {
    const { user } = await renderAuth('/register');
    await user.type(await screen.findByLabelText(/^username/i), 'ab');
    await user.type(screen.getByLabelText(/^password/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The username has 3 to 30 characters')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('The password has at least 8 characters')).toBeInTheDocument();
  });

  it('shows API field errors beside their fields and keeps the values', async () => {
    const { user, url } = await renderAuth('/register');
    await user.type(await screen.findByLabelText(/^username/i), 'someone-new');
    await user.type(screen.getByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.com');
    expect(url()).toBe('/register');
    expect(isAuthenticated(sessionStore.getState())).toBe(false);
  });
});

describe('multi-step registration', () => {
  const next = () => screen.getByRole('button', { name: 'Next' });
  /** Puts a whole value in an empty field at once (key-by-key typing adds nothing here). */
  async function fill(
    user: Awaited<ReturnType<typeof renderAuth>>['user'],
    field: HTMLElement,
    text: string,
  ) {
    await user.click(field);
    await user.paste(text);
  }

  async function fillAccount(
    user: Awaited<ReturnType<typeof renderAuth>>['user'],
    username: string,
  ) {
    await fill(user, await screen.findByLabelText(/^username/i), username);
    await fill(user, screen.getByLabelText(/^email/i), `${username}@host.test`);
    await fill(user, screen.getByLabelText(/^password/i), 's3cret-pass');
    await fill(user, screen.getByLabelText(/^confirm password/i), 's3cret-pass');
  }

  async function fillPersonal(user: Awaited<ReturnType<typeof renderAuth>>['user']) {
    await fill(user, await screen.findByLabelText(/^full name/i), 'New Staff');
    await fill(user, screen.getByLabelText(/^mobile number/i), '+34 600 123 456');
    await fill(user, screen.getByLabelText(/^country/i), 'Spain');
  }

  it('walks the steps, keeps card data in the browser and signs in', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/auth/register'))
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    const { user } = await renderAuth('/authentication/register-multi-steps');
    await fillAccount(user, 'planned');
    await user.click(next());
    await fillPersonal(user);
    await user.click(next());

    await user.click(await screen.findByRole('radio', { name: /^team/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Enter a valid card number (12 to 19 digits)'),
    ).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^card number/i), '4242 4242 4242 4242');
    await fill(user, screen.getByLabelText(/^name on card/i), 'New Staff');
    await fill(user, screen.getByLabelText(/^expiry date/i), '12/30');
    await fill(user, screen.getByLabelText(/^security code/i), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await elsewhere()).toBe('/');
    expect(sessionStore.getState().userData?.username).toBe('planned');
    expect(bodies).toEqual([
      {
        username: 'planned',
        email: 'planned@host.test',
        password: 's3cret-pass',
        fullName: 'New Staff',
        contact: '+34 600 123 456',
        country: 'Spain',
        plan: 'team',
      },
    ]);
    server.events.removeAllListeners();
  });

  it('stops on a step until it is valid', async () => {
    const { user } = await renderAuth('/authentication/register-multi-steps');
    await fillAccount(user, 'mismatch');
    await user.clear(screen.getByLabelText(/^confirm password/i));
    await user.type(screen.getByLabelText(/^confirm password/i), 'other-pass');
    await user.click(next());
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^full name/i)).not.toBeInTheDocument();
  });

  it('takes the user back to the step of a field the API refused', async () => {
    const { user } = await renderAuth('/authentication/register-multi-steps');
    // The seeded admin account's username.
    await fillAccount(user, 'johndoe');
    await user.click(next());
    await fillPersonal(user);
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/^username/i)).toHaveValue('johndoe');
    expect(screen.getByLabelText(/^username/i)).toHaveAttribute('aria-invalid', 'true');
  });
});
