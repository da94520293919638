import { screen, waitFor } from '@testing-library/react';
import { i18n, preferencesStore } from '@portal/design';
import { getDb, sha256Hex, totpFor } from '@portal/mock-api';
import { isAuthenticated } from '@portal/auth';
import { elsewhere, renderAuth, sessionStore, withAuthTestEnvironment } from '../test-utils';

withAuthTestEnvironment();

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The client with two-step sign-in by authenticator app, and two recovery codes. */
function enrolClient() {
  const db = getDb();
  const account = db.accounts.find((a) => a.email === 'client@demo.com')!;
  db.profiles.push({
    accountId: account.id,
    organization: '',
    phone: '',
    address: '',
    state: '',
    zip: '',
    country: '',
    language: 'en',
    timeZone: '',
    currency: 'USD',
    totpSecret: SECRET,
    totpPendingSecret: null,
    recoveryCodeHashes: [sha256Hex('abcde-12345')],
    passwordChangedAt: null,
    notificationSettings: {
      events: Object.fromEntries(
        [
          'newSignIn',
          'securityChange',
          'planChange',
          'paymentFailed',
          'ticketReply',
          'serviceSuspended',
        ].map((e) => [e, { email: true, browser: false, inApp: true }]),
      ) as never,
      timing: 'always',
    },
    plan: {
      plan: 'basic',
      cycle: 'monthly',
      periodStart: 0,
      periodEnd: 1,
      cancelAtPeriodEnd: false,
    },
    paymentMethods: [],
    billingAddress: { company: '', email: '', taxId: '', address: '', country: '', zip: '' },
    charges: [],
    connections: [],
  });
}

async function signInClient() {
  const result = await renderAuth('/authentication/login?to=%2Fperfil');
  await result.user.type(await screen.findByLabelText(/^email/i), 'client@demo.com');
  await result.user.type(screen.getByLabelText(/^password/i), 'client');
  await result.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(
    await screen.findByText('Enter the 6-digit code from your authenticator app.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Demo: the code is/)).toBeNull();
  return result;
}

describe('two-step sign-in with an authenticator app', () => {
  it('takes a current TOTP code', async () => {
    enrolClient();
    const { user } = await signInClient();
    await user.click(screen.getAllByRole('textbox', { name: /^digit/i })[0]!);
    await user.keyboard(totpFor(SECRET, 'test').generate());
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await elsewhere()).toBe('/perfil');
    expect(isAuthenticated(sessionStore.getState())).toBe(true);
  });

  it("switches the portal to the account's saved language once the code is right", async () => {
    enrolClient();
    Object.assign(getDb().profiles[0]!, { language: 'ar', languageChosen: true });
    const { user } = await signInClient();
    expect(preferencesStore.getState().language).toBe('en');
    await user.click(screen.getAllByRole('textbox', { name: /^digit/i })[0]!);
    await user.keyboard(totpFor(SECRET, 'test').generate());
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await elsewhere()).toBe('/perfil');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(preferencesStore.getState().language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('takes a recovery code instead, once', async () => {
    enrolClient();
    const { user } = await signInClient();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByRole('textbox', { name: /^Recovery code/ });
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText('Enter a recovery code like abcde-12345')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await elsewhere()).toBe('/perfil');
    expect(getDb().profiles[0]?.recoveryCodeHashes).toEqual([]);
  });
});
