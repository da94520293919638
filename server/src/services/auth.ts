import {
  emailSchema,
  type RegisterBody,
  type SessionInfo,
  type SessionResponse,
  type TwoStepChallenge,
} from '@portal/contract';
import type { AppDeps } from '../context';
import { fieldErrors, SOMETHING_WENT_WRONG, tooManyRequests } from '../http/errors';
import { sha256Hex } from '../lib/hash';
import { hashPassword, verifyNothing, verifyPassword } from '../lib/passwords';
import { CLIENT_RULES } from '../lib/rules';
import { randomId, randomToken } from '../lib/tokens';
import { normaliseRecoveryCode, parseUserAgent, totpStep, TOTP_REUSED_MESSAGE } from '../lib/totp';
import {
  accountRules,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  updatePasswordHash,
  usernameTaken,
  type Account,
} from '../repositories/accounts.repository';
import {
  countFailedAttempt,
  deleteChallenge,
  deleteExpiredGrants,
  findChallenge,
  insertChallenge,
  insertResetGrant,
  takeResetGrant,
} from '../repositories/grants.repository';
import {
  chosenLanguage,
  consumeRecoveryCode,
  findProfile,
  setTotpLastStep,
} from '../repositories/profiles.repository';
import {
  deleteAccountSessions,
  deleteIdleSessions,
  deleteSessionByTokenHash,
  insertSession,
} from '../repositories/sessions.repository';
import {
  clearSignInFailures,
  countSignInFailure,
  signInWait,
  takeResetRequest,
} from './auth-throttle';
import { SESSION_IDLE_MS, toUserData, type Caller } from './caller';
import type { MailMessage } from './mailer';
import { notify } from './notifications';
import { claim } from './versions';

/** A started two-step sign-in lasts this long (its cookie too). */
export const TWO_STEP_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed before the sign-in attempt is dropped (no guessing 6 digits). */
export const TWO_STEP_MAX_ATTEMPTS = 5;
const RESET_TTL_MS = 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  somethingWentWrong: SOMETHING_WENT_WRONG,
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
  tooManyCodes: 'Too many wrong codes: sign in again',
} as const;

/** 429 of POST /api/auth/login while an account or address is blocked. */
export const tooManySignInsMessage = (minutes: number) =>
  `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** `******4321`: only the last 4 digits of the phone. */
export function maskPhone(phone: string): string {
  return `******${phone.replace(/\D/g, '').slice(-4)}`;
}

const later = (deps: AppDeps, ms: number) =>
  new Date(deps.clock.now().getTime() + ms).toISOString();

/** Opens a session (and its "new sign-in" notification); answers as the spec's login 201. */
async function openSession(
  deps: AppDeps,
  account: Account,
  userAgent: string,
): Promise<SessionResponse> {
  const { db, clock } = deps;
  const now = clock.now();
  const accessToken = randomToken();
  const answer = await db.transaction().execute(async (trx) => {
    await deleteExpiredGrants(trx, now.toISOString());
    await deleteIdleSessions(trx, new Date(now.getTime() - SESSION_IDLE_MS).toISOString());
    await insertSession(trx, {
      id: randomId(),
      tokenHash: sha256Hex(accessToken),
      accountId: account.id,
      createdAt: now.toISOString(),
      lastActiveAt: now.toISOString(),
      userAgent: userAgent.slice(0, 500),
    });
    await notify(trx, account.id, 'newSignIn', parseUserAgent(userAgent), now);
    const rules = await accountRules(trx, account.id);
    const language = chosenLanguage(await findProfile(trx, account.id));
    return { rules, language };
  });
  return {
    userAbilityRules: answer.rules,
    accessToken,
    userData: toUserData(account),
    ...(answer.language === undefined
      ? {}
      : { language: answer.language as NonNullable<SessionResponse['language']> }),
  };
}

async function startChallenge(deps: AppDeps, account: Account): Promise<string> {
  const twoStepToken = randomToken();
  await insertChallenge(deps.db, sha256Hex(twoStepToken), {
    accountId: account.id,
    expiresAt: later(deps, TWO_STEP_TTL_MS),
  });
  return twoStepToken;
}

/**
 * Sign in (spec 7): the session, or a two-step challenge for an account with two-step sign-in
 * on. Wrong credentials: 400 errors.email ["Invalid email or password"], in about the same time
 * whether or not the e-mail is known. A real attempt (an e-mail address and a password; a
 * malformed body never counts) is refused with 429 while the e-mail or the client's `address`
 * has too many recent failures, without checking the password.
 */
export async function login(
  deps: AppDeps,
  email: string,
  password: string,
  userAgent: string,
  address: string | null = null,
): Promise<SessionResponse | TwoStepChallenge> {
  const attempt = password !== '' && emailSchema.safeParse(email.trim()).success;
  if (attempt) {
    const wait = await signInWait(deps, email, address);
    if (wait !== null) throw tooManyRequests(tooManySignInsMessage(Math.ceil(wait / 60)), wait);
  }
  const account = email === '' ? undefined : await findAccountByEmail(deps.db, email);
  const valid =
    account !== undefined && password !== ''
      ? await verifyPassword(account.passwordHash, password)
      : (await verifyNothing(password), false);
  if (attempt && !valid) await countSignInFailure(deps, email, address);
  if (!account || !valid) throw fieldErrors({ email: [AUTH_MESSAGES.invalidCredentials] });
  await clearSignInFailures(deps, email);
  if (account.deactivated) throw fieldErrors({ email: [AUTH_MESSAGES.accountDeactivated] });
  const profile = await findProfile(deps.db, account.id);
  if (profile?.totp_secret != null)
    return { twoStepToken: await startChallenge(deps, account), maskedPhone: '', method: 'app' };
  if (account.twoStepPhone !== null)
    return {
      twoStepToken: await startChallenge(deps, account),
      maskedPhone: maskPhone(account.twoStepPhone),
    };
  return openSession(deps, account, userAgent);
}

/** The code of an authenticator-app challenge: a current TOTP code not used before, or a recovery code. */
async function appCodeCheck(
  deps: AppDeps,
  account: Account,
  code: string,
): Promise<'ok' | 'invalid' | 'reused'> {
  const profile = await findProfile(deps.db, account.id);
  const secret = profile?.totp_secret ?? null;
  if (secret === null) return 'invalid';
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(secret, code, deps.clock.now().getTime());
    if (step === null) return 'invalid';
    if (profile?.totp_last_step != null && step <= profile.totp_last_step) return 'reused';
    await setTotpLastStep(deps.db, account.id, step);
    return 'ok';
  }
  return deps.db.transaction().execute(async (trx) => {
    if (!(await consumeRecoveryCode(trx, account.id, sha256Hex(normaliseRecoveryCode(code)))))
      return 'invalid';
    // The profile shows the recovery codes left: its version moves.
    await claim(trx, 'profiles', account.id, account, deps.clock.now());
    return 'ok';
  });
}

/** Completes a two-step sign-in: the session, or 400 with what went wrong. */
export async function completeTwoStep(
  deps: AppDeps,
  twoStepToken: string,
  code: string,
  userAgent: string,
): Promise<SessionResponse> {
  const tokenHash = sha256Hex(twoStepToken);
  const challenge = await findChallenge(deps.db, tokenHash);
  const account = challenge && (await findAccountById(deps.db, challenge.accountId));
  if (!challenge || !account || challenge.expiresAt < deps.clock.now().toISOString()) {
    if (challenge) await deleteChallenge(deps.db, tokenHash);
    throw fieldErrors({ twoStepToken: [AUTH_MESSAGES.twoStepExpired] });
  }
  const byApp = (await findProfile(deps.db, account.id))?.totp_secret != null;
  const check = byApp
    ? await appCodeCheck(deps, account, code)
    : deps.demo.twoStepCode !== null && code === deps.demo.twoStepCode
      ? 'ok'
      : 'invalid';
  if (check !== 'ok') {
    const code = [check === 'reused' ? AUTH_MESSAGES.codeReused : AUTH_MESSAGES.invalidCode];
    if (challenge.attempts + 1 >= TWO_STEP_MAX_ATTEMPTS) {
      // The last wrong code ends the attempt: the token is gone, the password is asked again.
      await deleteChallenge(deps.db, tokenHash);
      throw fieldErrors({ code, twoStepToken: [AUTH_MESSAGES.tooManyCodes] });
    }
    await countFailedAttempt(deps.db, tokenHash);
    throw fieldErrors({ code });
  }
  await deleteChallenge(deps.db, tokenHash);
  return openSession(deps, account, userAgent);
}

/** Creates a client account (the spec's client rules) and signs it in. */
export async function register(
  deps: AppDeps,
  body: RegisterBody,
  userAgent: string,
): Promise<SessionResponse> {
  const errors: Record<string, string[]> = {};
  if (await findAccountByEmail(deps.db, body.email)) errors.email = [AUTH_MESSAGES.emailRegistered];
  if (await usernameTaken(deps.db, body.username)) errors.username = [AUTH_MESSAGES.usernameTaken];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const passwordHash = await hashPassword(body.password);
  const id = await insertAccount(
    deps.db,
    {
      fullName: body.fullName ?? body.username,
      username: body.username,
      email: body.email.trim(),
      passwordHash,
      avatar: null,
      role: 'client',
      twoStepPhone: null,
      createdAt: deps.clock.now().toISOString(),
    },
    CLIENT_RULES,
  );
  const account = await findAccountById(deps.db, id);
  if (!account) throw new Error('the new account is missing');
  return openSession(deps, account, userAgent);
}

/** The portal's reset screen; the token goes in its query (spec: /authentication/reset-password). */
export const RESET_PASSWORD_PATH = '/authentication/reset-password';

/** The e-mail with a reset link (valid for an hour, once). */
export function resetPasswordMail(account: Account, link: string): MailMessage {
  return {
    to: account.email,
    subject: 'Reset your HostDesk password',
    text: [
      `Hello ${account.fullName},`,
      '',
      `Someone asked to reset the password of the HostDesk account ${account.email}. To choose a new password, open this link within an hour:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Starts a password reset: a grant for an hour and an e-mail with its link (the mailer: SMTP or
 * the outbox), sent without waiting. The answer is the same for every address and never holds
 * the token: unknown addresses and accounts past their requests of the hour
 * (`AUTH_LIMITS.resetPerAccount`) get no grant and no e-mail. `linkOrigin`: where the link
 * points (http/link-origin.ts).
 */
export async function forgotPassword(deps: AppDeps, email: string, linkOrigin: string) {
  const account = await findAccountByEmail(deps.db, email);
  if (account && (await takeResetRequest(deps, account.email))) {
    const resetToken = randomToken();
    await insertResetGrant(deps.db, sha256Hex(resetToken), {
      accountId: account.id,
      expiresAt: later(deps, RESET_TTL_MS),
    });
    const link = `${linkOrigin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(resetToken)}`;
    deps.mailer.sendLater(resetPasswordMail(account, link));
  }
  return { message: AUTH_MESSAGES.resetSent };
}

/** Sets a new password from a reset grant (one use) and ends every session of the account. */
export async function resetPassword(deps: AppDeps, resetToken: string, password: string) {
  const passwordHash = await hashPassword(password);
  const ok = await deps.db.transaction().execute(async (trx) => {
    const grant = await takeResetGrant(trx, sha256Hex(resetToken));
    const account = grant && (await findAccountById(trx, grant.accountId));
    if (!grant || !account || grant.expiresAt < deps.clock.now().toISOString()) return false;
    await updatePasswordHash(trx, account.id, passwordHash);
    await deleteAccountSessions(trx, account.id);
    return true;
  });
  if (!ok) throw fieldErrors({ resetToken: [AUTH_MESSAGES.resetInvalid] });
  return { message: AUTH_MESSAGES.passwordReset };
}

/** Ends the session of this token (nothing happens for an unknown one). */
export async function logout(deps: AppDeps, token: string | null): Promise<void> {
  if (token !== null) await deleteSessionByTokenHash(deps.db, sha256Hex(token));
}

export const sessionInfo = (caller: Caller): SessionInfo => ({
  userAbilityRules: caller.rules.map((rule) => ({ ...rule })),
  userData: caller.userData,
});
