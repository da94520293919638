import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiFetch,
  createCookieStorage,
  isAuthenticated,
  setSessionStorageBackend,
} from '@portal/auth';
import { testCookieJar } from '@portal/mock-api/cookies';
import { i18n, preferencesStore } from '@portal/design/base';
import { testDb, updateTestProfile } from '@portal/mock-api/testing';
import { elsewhere, renderAuth, sessionStore, withAuthTestEnvironment } from '../test-utils';

const server = withAuthTestEnvironment();

const emailField = () => screen.getByLabelText(/^email/i);
const passwordField = () => screen.getByLabelText(/^password/i);
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('login page', () => {
  it('signs in and goes to the validated ?to= target', async () => {
    const { user } = await renderAuth(
      `/authentication/login?to=${encodeURIComponent('/apps/user/list?role=admin')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to HostDesk' }));
    await user.type(emailField(), 'admin@demo.com');
    await user.type(passwordField(), 'admin');
    await user.click(signInButton());
    expect(await elsewhere()).toBe('/apps/user/list?role=admin');
    const state = sessionStore.getState();
    expect(isAuthenticated(state)).toBe(true);
    expect(state.userData?.email).toBe('admin@demo.com');
  });

  it('keeps the token out of reach of scripts: the API sets it HttpOnly, the page keeps a hint', async () => {
    setSessionStorageBackend(createCookieStorage());
    const { user } = await renderAuth('/authentication/login');
    await user.type(await screen.findByLabelText(/^email/i), 'agent@demo.com');
    await user.type(passwordField(), 'agent');
    await user.click(signInButton());
    expect(await elsewhere()).toBe('/');
    const token = testCookieJar.get('HostDesk-accessToken');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(document.cookie).not.toContain(token);
    expect(document.cookie).toContain('HostDesk-signedIn=1');
    expect(JSON.stringify(sessionStore.getState())).not.toContain(token);
    // The page's next request is signed in by the cookie alone.
    expect(await apiFetch('/api/auth/session')).toMatchObject({
      userData: { email: 'agent@demo.com' },
    });
    sessionStore.getState().signOut();
    expect(document.cookie).not.toContain('HostDesk-signedIn');
  });

  it('refuses a scheme-relative target and goes to the root', async () => {
    const { user } = await renderAuth(`/login?to=${encodeURIComponent('//evil.com')}`);
    await user.type(await screen.findByLabelText(/^email/i), 'client@demo.com');
    await user.type(passwordField(), 'client');
    await user.click(signInButton());
    expect(await elsewhere()).toBe('/');
  });

  it('shows the API message beside the email field and keeps what was typed', async () => {
    const { user, url } = await renderAuth('/authentication/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.com');
    await user.type(passwordField(), 'wrong');
    await user.click(signInButton());
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveValue('admin@demo.com');
    expect(passwordField()).toHaveValue('wrong');
    expect(url()).toBe('/authentication/login');
    expect(isAuthenticated(sessionStore.getState())).toBe(false);
  });

  it('says in the chosen language how many minutes to wait after too many failures', async () => {
    // Ten wrong passwords for the account within ten minutes: the API answers 429 next.
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password: `wrong-${i}` }),
      });
      expect(response.status).toBe(400);
    }
    const { user } = await renderAuth('/authentication/login', { language: 'fr' });
    await user.type(await screen.findByLabelText(/^e-mail/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^mot de passe/i), 'admin');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const form = screen.getByRole('button', { name: 'Se connecter' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Réessayez dans 10 minutes.',
    );
    expect(isAuthenticated(sessionStore.getState())).toBe(false);
    expect(screen.getByLabelText(/^e-mail/i)).toHaveValue('admin@demo.com');
  });

  it('checks the form before calling the API', async () => {
    const { user } = await renderAuth('/authentication/login');
    await user.type(await screen.findByLabelText(/^email/i), 'not-an-email');
    await user.click(signInButton());
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('disables the form while the request runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/auth/login', async () => {
        await gate;
        return HttpResponse.json({ errors: { email: ['Something went wrong'] } }, { status: 400 });
      }),
    );
    const { user } = await renderAuth('/authentication/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.com');
    await user.type(passwordField(), 'admin');
    await user.click(signInButton());
    await waitFor(() => expect(emailField()).toBeDisabled());
    expect(passwordField()).toBeDisabled();
    expect(signInButton()).toBeDisabled();
    release();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(emailField()).toBeEnabled();
  });

  it('fills the form from the demo accounts panel', async () => {
    const { user } = await renderAuth('/authentication/login');
    await user.click(await screen.findByRole('button', { name: 'Use twostep@demo.com' }));
    expect(emailField()).toHaveValue('twostep@demo.com');
    expect(passwordField()).toHaveValue('twostep');
    expect(screen.getByText('Two-step sign-in; code 123456')).toBeInTheDocument();
  });

  it('lists the read-only auditor, who signs in with read rights on billing only', async () => {
    const { user } = await renderAuth('/authentication/login');
    expect(
      await screen.findByText('Read-only auditor: sees every billing page, changes nothing'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use auditor@demo.com' }));
    expect(emailField()).toHaveValue('auditor@demo.com');
    expect(passwordField()).toHaveValue('auditor');
    await user.click(signInButton());
    expect(await elsewhere()).toBe('/');
    const rules = sessionStore.getState().abilityRules;
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((rule) => rule.action === 'read')).toBe(true);
    expect(rules.map((rule) => rule.subject)).toContain('Factura');
  });

  it('keeps the language of this browser when the account saved none', async () => {
    const { user } = await renderAuth('/login', { language: 'es' });
    await user.type(await screen.findByLabelText(/^correo/i), 'client@demo.com');
    await user.type(screen.getByLabelText(/^contraseña/i), 'client');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await elsewhere()).toBe('/');
    expect(preferencesStore.getState().language).toBe('es');
  });

  it('switches the portal to the language the account saved in its profile', async () => {
    await updateTestProfile(testDb(), 2, { language: 'fr', language_chosen: true });
    const { user } = await renderAuth('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'client@demo.com');
    await user.type(passwordField(), 'client');
    await user.click(signInButton());
    expect(await elsewhere()).toBe('/');
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(preferencesStore.getState().language).toBe('fr');
  });

  it('speaks Arabic right to left', async () => {
    await renderAuth('/authentication/login', { language: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول إلى HostDesk' }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
