import { screen, waitFor } from '@testing-library/react';
import { i18n, preferencesStore } from '@portal/design/base';
import {
  insertTestRecoveryCodes,
  testDb,
  totpCode,
  updateTestProfile,
} from '@portal/mock-api/testing';
import { isAuthenticated } from '@portal/auth';
import { elsewhere, renderAuth, sessionStore, withAuthTestEnvironment } from '../test-utils';

withAuthTestEnvironment();

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CLIENT_ID = 2;

/** The client (account 2) with two-step sign-in by authenticator app and one recovery code. */
async function enrolClient() {
  await updateTestProfile(testDb(), CLIENT_ID, { totp_secret: SECRET });
  await insertTestRecoveryCodes(testDb(), CLIENT_ID, ['abcde-12345']);
}

const recoveryCodesLeft = async () =>
  (
    await testDb()
      .selectFrom('recovery_codes')
      .where('account_id', '=', CLIENT_ID)
      .selectAll()
      .execute()
  ).length;

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
    await enrolClient();
    const { user } = await signInClient();
    await user.click(screen.getAllByRole('textbox', { name: /^digit/i })[0]!);
    await user.keyboard(totpCode(SECRET));
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await elsewhere()).toBe('/perfil');
    expect(isAuthenticated(sessionStore.getState())).toBe(true);
  });

  it("switches the portal to the account's saved language once the code is right", async () => {
    await enrolClient();
    await updateTestProfile(testDb(), CLIENT_ID, { language: 'ar', language_chosen: true });
    const { user } = await signInClient();
    expect(preferencesStore.getState().language).toBe('en');
    await user.click(screen.getAllByRole('textbox', { name: /^digit/i })[0]!);
    await user.keyboard(totpCode(SECRET));
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await elsewhere()).toBe('/perfil');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(preferencesStore.getState().language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('takes a recovery code instead, once', async () => {
    await enrolClient();
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
    expect(await recoveryCodesLeft()).toBe(0);
  });
});
