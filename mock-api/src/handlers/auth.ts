import { http } from 'msw';
import { CLIENT_RULES } from '../db/seed-accounts';
import type { Account } from '../db/schema';
import { getDb, removeEntry, commitDb } from '../db/store';
import { authenticate, createSession, readAccessToken } from '../lib/auth';
import { fieldErrorResponse, json, noContent } from '../lib/http';
import { safeResolver } from '../lib/safe-resolver';
import {
  addNotification,
  consumeRecoveryCode,
  parseUserAgent,
  profileOf,
  spendTotpCode,
  TOTP_REUSED_MESSAGE,
  twoStepByAppEnabled,
} from '../lib/profile-store';
import { randomToken } from '../lib/tokens';
import { parseBody } from '../lib/validate';
import {
  forgotPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  twoStepBodySchema,
  verifyEmailBodySchema,
  type SessionInfo,
} from '@portal/contract';

/** The demo two-step code (no SMS in a mock). */
export const TWO_STEP_DEMO_CODE = '123456';
const TWO_STEP_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed before the sign-in attempt is dropped (no guessing 6 digits). */
export const TWO_STEP_MAX_ATTEMPTS = 5;
const RESET_TTL_MS = 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  somethingWentWrong: 'Something went wrong',
  invalidCode: 'Invalid code',
  twoStepExpired: 'Your sign-in attempt expired, sign in again',
  emailRegistered: 'This email is already registered',
  usernameTaken: 'This username is taken',
  resetSent: 'If the address is registered, a reset link has been sent',
  passwordReset: 'Your password has been reset',
  resetInvalid: 'This reset link is invalid or has expired',
  verificationSent: 'Verification email sent',
  accountDeactivated:
    'This account has been deactivated. An administrator can reactivate it from the user list.',
  codeReused: TOTP_REUSED_MESSAGE,
} as const;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const findAccountByEmail = (email: string) =>
  getDb().accounts.find((account) => sameText(account.email, email));

/** `******4321`: only the last 4 digits of the phone. */
export function maskPhone(phone: string): string {
  return `******${phone.replace(/\D/g, '').slice(-4)}`;
}

/** Two-step by authenticator app: the challenge says so, and carries no phone. */
async function startAppTwoStep(account: Account) {
  const db = getDb();
  const twoStepToken = randomToken();
  db.twoStepChallenges[twoStepToken] = {
    accountId: account.id,
    expiresAt: Date.now() + TWO_STEP_TTL_MS,
    attempts: 0,
  };
  await commitDb();
  return { twoStepToken, maskedPhone: '', method: 'app' as const };
}

/** A signed-in session plus its "new sign-in" notification. */
function signInAnswer(account: Account, request: Request) {
  const userAgent = request.headers.get('user-agent') ?? '';
  const session = createSession(account, userAgent);
  addNotification(account, 'newSignIn', parseUserAgent(userAgent));
  // The account's saved language becomes the portal's at sign-in (profile, account tab).
  const profile = getDb().profiles.find((p) => p.accountId === account.id);
  return profile?.languageChosen === true ? { ...session, language: profile.language } : session;
}

/**
 * The code of an authenticator-app challenge: a current TOTP code not used before, or an unused
 * recovery code.
 */
function appCodeCheck(account: Account, code: string): 'ok' | 'invalid' | 'reused' {
  const profile = profileOf(account);
  if (profile.totpSecret === null) return 'invalid';
  if (/^\d{6}$/.test(code)) return spendTotpCode(profile, profile.totpSecret, code);
  return consumeRecoveryCode(profile, code) ? 'ok' : 'invalid';
}

async function startTwoStep(account: Account & { twoStepPhone: string }) {
  const db = getDb();
  const twoStepToken = randomToken();
  db.twoStepChallenges[twoStepToken] = {
    accountId: account.id,
    expiresAt: Date.now() + TWO_STEP_TTL_MS,
    attempts: 0,
  };
  await commitDb();
  return { twoStepToken, maskedPhone: maskPhone(account.twoStepPhone) };
}

/** Store a change, then hand back the answer it produced. */
async function committed<T>(answer: T): Promise<T> {
  await commitDb();
  return answer;
}

const loginFailure = () => fieldErrorResponse({ email: [AUTH_MESSAGES.somethingWentWrong] });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const authHandlers = [
  // Spec 8: wrong credentials -> errors.email ['Invalid email or password']; any other failure
  // (body not JSON, not an object, unexpected error) -> errors.email ['Something went wrong'].
  http.post(
    '/api/auth/login',
    safeResolver(async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse(await request.text()) as unknown;
      } catch {
        return loginFailure();
      }
      if (!isRecord(body)) return loginFailure();
      const email = typeof body.email === 'string' ? body.email : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const account = email === '' ? undefined : findAccountByEmail(email);
      if (!account || password === '' || account.password !== password) {
        return fieldErrorResponse({ email: [AUTH_MESSAGES.invalidCredentials] });
      }
      if (account.deactivated === true) {
        return fieldErrorResponse({ email: [AUTH_MESSAGES.accountDeactivated] });
      }
      if (twoStepByAppEnabled(account)) return json(await startAppTwoStep(account), 201);
      const { twoStepPhone } = account;
      if (twoStepPhone !== null) return json(await startTwoStep({ ...account, twoStepPhone }), 201);
      return json(await committed(signInAnswer(account, request)), 201);
    }, loginFailure),
  ),

  http.post(
    '/api/auth/two-steps',
    safeResolver(async ({ request }) => {
      const { twoStepToken, code } = await parseBody(request, twoStepBodySchema);
      const db = getDb();
      const challenge = Object.hasOwn(db.twoStepChallenges, twoStepToken)
        ? db.twoStepChallenges[twoStepToken]
        : undefined;
      const account = challenge && db.accounts.find((a) => a.id === challenge.accountId);
      if (!challenge || !account || challenge.expiresAt < Date.now()) {
        if (challenge) {
          removeEntry(db.twoStepChallenges, twoStepToken);
          await commitDb();
        }
        return fieldErrorResponse({ twoStepToken: [AUTH_MESSAGES.twoStepExpired] });
      }
      const byApp = twoStepByAppEnabled(account);
      const check = byApp
        ? appCodeCheck(account, code)
        : code === TWO_STEP_DEMO_CODE
          ? 'ok'
          : 'invalid';
      if (check !== 'ok') {
        challenge.attempts += 1;
        if (challenge.attempts >= TWO_STEP_MAX_ATTEMPTS) {
          removeEntry(db.twoStepChallenges, twoStepToken);
        }
        await commitDb();
        const message = check === 'reused' ? AUTH_MESSAGES.codeReused : AUTH_MESSAGES.invalidCode;
        return fieldErrorResponse({ code: [message] });
      }
      removeEntry(db.twoStepChallenges, twoStepToken);
      return json(await committed(signInAnswer(account, request)), 201);
    }),
  ),

  http.post(
    '/api/auth/register',
    safeResolver(async ({ request }) => {
      const body = await parseBody(request, registerBodySchema);
      const db = getDb();
      const errors: Record<string, string[]> = {};
      if (findAccountByEmail(body.email)) errors.email = [AUTH_MESSAGES.emailRegistered];
      if (db.accounts.some((a) => sameText(a.username, body.username))) {
        errors.username = [AUTH_MESSAGES.usernameTaken];
      }
      if (Object.keys(errors).length > 0) return fieldErrorResponse(errors);
      const account: Account = {
        id: Math.max(0, ...db.accounts.map((a) => a.id)) + 1,
        fullName: body.fullName ?? body.username,
        username: body.username,
        password: body.password,
        avatar: null,
        email: body.email.trim(),
        role: 'client',
        abilityRules: CLIENT_RULES.map((rule) => ({ ...rule })),
        twoStepPhone: null,
      };
      db.accounts.push(account);
      return json(await committed(signInAnswer(account, request)), 201);
    }),
  ),

  http.post(
    '/api/auth/forgot-password',
    safeResolver(async ({ request }) => {
      const { email } = await parseBody(request, forgotPasswordBodySchema);
      const account = findAccountByEmail(email);
      // Same answer for unknown addresses; their token is never stored, so it resets nothing.
      const resetToken = randomToken();
      if (account) {
        getDb().resetTokens[resetToken] = {
          accountId: account.id,
          expiresAt: Date.now() + RESET_TTL_MS,
        };
        await commitDb();
      }
      return json({ message: AUTH_MESSAGES.resetSent, resetToken }, 201);
    }),
  ),

  http.post(
    '/api/auth/reset-password',
    safeResolver(async ({ request }) => {
      const { resetToken, password } = await parseBody(request, resetPasswordBodySchema);
      const db = getDb();
      const grant = Object.hasOwn(db.resetTokens, resetToken)
        ? db.resetTokens[resetToken]
        : undefined;
      const account = grant && db.accounts.find((a) => a.id === grant.accountId);
      if (grant) removeEntry(db.resetTokens, resetToken);
      if (!grant || !account || grant.expiresAt < Date.now()) {
        await commitDb();
        return fieldErrorResponse({ resetToken: [AUTH_MESSAGES.resetInvalid] });
      }
      account.password = password;
      // A new password signs out every existing session of the account.
      for (const [token, session] of Object.entries(db.sessions)) {
        if (session.accountId === account.id) removeEntry(db.sessions, token);
      }
      await commitDb();
      return json({ message: AUTH_MESSAGES.passwordReset });
    }),
  ),

  http.post(
    '/api/auth/verify-email/resend',
    safeResolver(async ({ request }) => {
      await parseBody(request, verifyEmailBodySchema);
      return json({ message: AUTH_MESSAGES.verificationSent }, 201);
    }),
  ),

  http.post(
    '/api/auth/logout',
    safeResolver(async ({ request, cookies }) => {
      const token = readAccessToken(request, cookies);
      const db = getDb();
      if (token !== null && Object.hasOwn(db.sessions, token)) {
        removeEntry(db.sessions, token);
        await commitDb();
      }
      return noContent();
    }),
  ),

  // The caller's ability rules as the API holds them: the portal's start-up check.
  http.get(
    '/api/auth/session',
    safeResolver(({ request, cookies }) => {
      const caller = authenticate(request, cookies);
      const answer: SessionInfo = {
        userAbilityRules: caller.account.abilityRules.map((rule) => ({ ...rule })),
        userData: caller.userData,
      };
      return json(answer);
    }),
  ),

  http.get(
    '/api/auth/me',
    safeResolver(({ request, cookies }) => json(authenticate(request, cookies).userData)),
  ),
];
