import { http } from 'msw';
import {
  PROFILE_API_MESSAGES,
  changePasswordBodySchema,
  deactivateBodySchema,
  newApiKeyBodySchema,
  notificationSettingsSchema,
  profileUpdateBodySchema,
  twoStepCodeBodySchema,
  type ApiKey,
  type Notification,
  type ProfileResponse,
  type ProfileSession,
} from '@portal/contract';
import type { Account } from '../db/schema';
import type { ApiKeyRecord } from '../db/profile-schema';
import { commitDb, getDb, removeEntry } from '../db/store';
import { authenticate, requireAbility, type Caller } from '../lib/auth';
import { EarlyResponse, fieldErrorResponse, json, messageResponse, noContent } from '../lib/http';
import {
  API_KEY_PREFIX,
  addNotification,
  hashApiKey,
  newRecoveryCodes,
  newTotpSecret,
  parseUserAgent,
  profileOf,
  totpFor,
  spendTotpCode,
  TOTP_REUSED_MESSAGE,
} from '../lib/profile-store';
import { sha256Hex } from '../lib/sha256';
import { safeResolver } from '../lib/safe-resolver';
import { randomToken } from '../lib/tokens';
import { parseBody } from '../lib/validate';
import { profilePlanHandlers } from './profile-plan';

/** The profile API's texts (contract), and the sign-in's 'Invalid code' for a wrong code. */
export const PROFILE_MESSAGES = { ...PROFILE_API_MESSAGES, invalidCode: 'Invalid code' } as const;

/** 400 for a wrong code, or for a code already used (replay). */
const totpRefusal = (reason: 'invalid' | 'reused') =>
  fieldErrorResponse({
    code: [reason === 'reused' ? TOTP_REUSED_MESSAGE : PROFILE_MESSAGES.invalidCode],
  });

const iso = (ms: number) => new Date(ms).toISOString();

/** The caller through a session: security settings are never managed with an API key. */
function sessionCaller(request: Request, cookies: Record<string, string>): Caller {
  const caller = authenticate(request, cookies);
  if (caller.apiKeyScope !== undefined)
    throw new EarlyResponse(messageResponse(403, PROFILE_MESSAGES.sessionOnly));
  return caller;
}

export function toProfileResponse(account: Account): ProfileResponse {
  const profile = profileOf(account);
  return {
    id: account.id,
    username: account.username,
    fullName: account.fullName,
    email: account.email,
    avatar: account.avatar,
    organization: profile.organization,
    phone: profile.phone,
    address: profile.address,
    state: profile.state,
    zip: profile.zip,
    country: profile.country,
    language: profile.language,
    timeZone: profile.timeZone,
    currency: profile.currency,
    twoStepEnabled: profile.totpSecret !== null,
    recoveryCodesLeft: profile.recoveryCodeHashes.length,
    passwordChangedAt: profile.passwordChangedAt === null ? null : iso(profile.passwordChangedAt),
  };
}

/** The sample customer of `/perfilClient/demo`: the first seeded user, read-only. */
function demoProfile(): ProfileResponse {
  const user = getDb().users[0];
  return {
    id: 0,
    username: user?.username ?? 'demo',
    fullName: user?.fullName ?? 'Demo Customer',
    email: user?.email ?? 'demo@example.com',
    avatar: user?.avatar ?? null,
    organization: user?.company ?? '',
    phone: user?.contact ?? '',
    address: '',
    state: '',
    zip: '',
    country: '',
    language: 'en',
    timeZone: 'UTC',
    currency: 'USD',
    twoStepEnabled: false,
    recoveryCodesLeft: 0,
    passwordChangedAt: null,
  };
}

const toApiKey = (key: ApiKeyRecord): ApiKey => ({
  id: key.id,
  name: key.name,
  scope: key.scope,
  prefix: key.prefix,
  createdAt: iso(key.createdAt),
  expiresAt: iso(key.expiresAt),
  lastUsedAt: key.lastUsedAt === null ? null : iso(key.lastUsedAt),
});

function notificationsOf(accountId: number) {
  const mine = getDb()
    .notifications.filter((n) => n.accountId === accountId)
    .sort((a, b) => b.createdAt - a.createdAt);
  const notifications: Notification[] = mine.slice(0, 50).map((n) => ({
    id: n.id,
    event: n.event,
    params: n.params,
    createdAt: iso(n.createdAt),
    read: n.read,
  }));
  return { notifications, unread: mine.filter((n) => !n.read).length };
}

function signOutOtherSessions(accountId: number, keepToken: string) {
  const db = getDb();
  for (const [token, session] of Object.entries(db.sessions)) {
    if (session.accountId === accountId && token !== keepToken) removeEntry(db.sessions, token);
  }
}

export const profileHandlers = [
  ...profilePlanHandlers,
  http.get(
    '/api/profile',
    safeResolver(({ request, cookies }) =>
      json(toProfileResponse(authenticate(request, cookies).account)),
    ),
  ),

  http.get(
    '/api/profile/demo',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      return json(demoProfile());
    }),
  ),

  http.put(
    '/api/profile',
    safeResolver(async ({ request, cookies }) => {
      const { account } = authenticate(request, cookies);
      const { currentPassword, ...body } = await parseBody(request, profileUpdateBodySchema);
      const db = getDb();
      const emailChanged = body.email.trim().toLowerCase() !== account.email.toLowerCase();
      if (emailChanged) {
        if (!currentPassword)
          return fieldErrorResponse({ currentPassword: [PROFILE_MESSAGES.passwordNeeded] });
        if (currentPassword !== account.password)
          return fieldErrorResponse({ currentPassword: [PROFILE_MESSAGES.wrongPassword] });
        const taken = db.accounts.some(
          (a) => a.id !== account.id && a.email.toLowerCase() === body.email.trim().toLowerCase(),
        );
        if (taken) return fieldErrorResponse({ email: [PROFILE_MESSAGES.emailUsed] });
      }
      account.fullName = body.fullName;
      account.email = body.email.trim();
      account.avatar = body.avatar === '' ? null : body.avatar;
      const profile = profileOf(account);
      Object.assign(profile, {
        organization: body.organization,
        phone: body.phone,
        address: body.address,
        state: body.state,
        zip: body.zip,
        country: body.country,
        language: body.language,
        languageChosen: true,
        timeZone: body.timeZone,
        currency: body.currency,
      });
      await commitDb();
      return json(toProfileResponse(account));
    }),
  ),

  http.post(
    '/api/profile/deactivate',
    safeResolver(async ({ request, cookies }) => {
      const { account } = sessionCaller(request, cookies);
      const { email } = await parseBody(request, deactivateBodySchema);
      if (email.toLowerCase() !== account.email.toLowerCase())
        return fieldErrorResponse({ email: [PROFILE_MESSAGES.emailMismatch] });
      account.deactivated = true;
      signOutOtherSessions(account.id, '');
      await commitDb();
      return noContent();
    }),
  ),

  // Admin: the deactivated accounts, listed above the user list with a Reactivate action.
  http.get(
    '/api/accounts/deactivated',
    safeResolver(({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'read', 'User');
      const accounts = getDb()
        .accounts.filter((a) => a.deactivated === true)
        .map(({ id, fullName, email, role, avatar }) => ({ id, fullName, email, role, avatar }));
      return json({ accounts });
    }),
  ),

  // Admin: undo a deactivation (the account then signs in again).
  http.post(
    '/api/accounts/:id/reactivate',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'User');
      const account = getDb().accounts.find((a) => String(a.id) === String(params.id));
      if (!account) return messageResponse(404, PROFILE_MESSAGES.accountNotFound);
      delete account.deactivated;
      await commitDb();
      return noContent();
    }),
  ),

  http.post(
    '/api/profile/password',
    safeResolver(async ({ request, cookies }) => {
      const caller = sessionCaller(request, cookies);
      const body = await parseBody(request, changePasswordBodySchema);
      const { account } = caller;
      if (body.currentPassword !== account.password)
        return fieldErrorResponse({ currentPassword: [PROFILE_MESSAGES.wrongPassword] });
      if (body.newPassword === account.password)
        return fieldErrorResponse({ newPassword: [PROFILE_MESSAGES.samePassword] });
      account.password = body.newPassword;
      profileOf(account).passwordChangedAt = Date.now();
      // Other sessions end with the old password; this one goes on.
      signOutOtherSessions(account.id, caller.token);
      addNotification(account, 'securityChange', { change: 'password' });
      await commitDb();
      return noContent();
    }),
  ),

  http.post(
    '/api/profile/two-step/setup',
    safeResolver(async ({ request, cookies }) => {
      const { account } = sessionCaller(request, cookies);
      const profile = profileOf(account);
      if (profile.totpSecret !== null)
        return fieldErrorResponse({ code: [PROFILE_MESSAGES.alreadyOn] });
      const secret = newTotpSecret();
      profile.totpPendingSecret = secret;
      await commitDb();
      return json({ secret, otpauthUrl: totpFor(secret, account.email).toString() }, 201);
    }),
  ),

  http.post(
    '/api/profile/two-step/enable',
    safeResolver(async ({ request, cookies }) => {
      const { account } = sessionCaller(request, cookies);
      const { code } = await parseBody(request, twoStepCodeBodySchema);
      const profile = profileOf(account);
      if (profile.totpSecret !== null)
        return fieldErrorResponse({ code: [PROFILE_MESSAGES.alreadyOn] });
      if (profile.totpPendingSecret === null)
        return fieldErrorResponse({ code: [PROFILE_MESSAGES.noSetup] });
      // The step is remembered for the new secret: the same code cannot then sign in.
      delete profile.totpLastStep;
      const spent = spendTotpCode(profile, profile.totpPendingSecret, code);
      if (spent !== 'ok') return totpRefusal(spent);
      const recoveryCodes = newRecoveryCodes();
      profile.totpSecret = profile.totpPendingSecret;
      profile.totpPendingSecret = null;
      profile.recoveryCodeHashes = recoveryCodes.map((c) => sha256Hex(c));
      addNotification(account, 'securityChange', { change: 'twoStepOn' });
      await commitDb();
      return json({ recoveryCodes });
    }),
  ),

  http.post(
    '/api/profile/two-step/disable',
    safeResolver(async ({ request, cookies }) => {
      const { account } = sessionCaller(request, cookies);
      const { code } = await parseBody(request, twoStepCodeBodySchema);
      const profile = profileOf(account);
      if (profile.totpSecret === null)
        return fieldErrorResponse({ code: [PROFILE_MESSAGES.notOn] });
      const spent = spendTotpCode(profile, profile.totpSecret, code);
      if (spent !== 'ok') return totpRefusal(spent);
      profile.totpSecret = null;
      profile.recoveryCodeHashes = [];
      addNotification(account, 'securityChange', { change: 'twoStepOff' });
      await commitDb();
      return noContent();
    }),
  ),

  http.get(
    '/api/profile/sessions',
    safeResolver(({ request, cookies }) => {
      const caller = sessionCaller(request, cookies);
      const sessions: ProfileSession[] = Object.entries(getDb().sessions)
        .filter(([, session]) => session.accountId === caller.account.id)
        .map(([token, session]) => ({
          // Sessions stored before ids existed get one from the token's hash (never the token).
          id: session.id ?? sha256Hex(token).slice(0, 16),
          ...parseUserAgent(session.userAgent ?? ''),
          createdAt: iso(session.createdAt),
          lastActiveAt: iso(session.lastActiveAt ?? session.createdAt),
          current: token === caller.token,
        }))
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
        );
      return json({ sessions });
    }),
  ),

  http.delete(
    '/api/profile/sessions/:id',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = sessionCaller(request, cookies);
      const db = getDb();
      const entry = Object.entries(db.sessions).find(
        ([token, session]) =>
          session.accountId === caller.account.id &&
          (session.id ?? sha256Hex(token).slice(0, 16)) === String(params.id),
      );
      if (!entry) return messageResponse(404, PROFILE_MESSAGES.sessionNotFound);
      removeEntry(db.sessions, entry[0]);
      await commitDb();
      return noContent();
    }),
  ),

  http.post(
    '/api/profile/sessions/sign-out-others',
    safeResolver(async ({ request, cookies }) => {
      const caller = sessionCaller(request, cookies);
      signOutOtherSessions(caller.account.id, caller.token);
      await commitDb();
      return noContent();
    }),
  ),

  http.get(
    '/api/profile/api-keys',
    safeResolver(({ request, cookies }) => {
      const { account } = sessionCaller(request, cookies);
      const apiKeys = getDb()
        .apiKeys.filter((key) => key.accountId === account.id)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map(toApiKey);
      return json({ apiKeys });
    }),
  ),

  http.post(
    '/api/profile/api-keys',
    safeResolver(async ({ request, cookies }) => {
      const { account } = sessionCaller(request, cookies);
      const body = await parseBody(request, newApiKeyBodySchema);
      const secret = `${API_KEY_PREFIX}${randomToken()}`;
      const now = Date.now();
      const key: ApiKeyRecord = {
        id: randomToken().slice(0, 16),
        accountId: account.id,
        name: body.name,
        scope: body.scope,
        prefix: secret.slice(0, 10),
        hash: hashApiKey(secret),
        createdAt: now,
        expiresAt: now + body.expiresInDays * 24 * 60 * 60 * 1000,
        lastUsedAt: null,
      };
      getDb().apiKeys.push(key);
      await commitDb();
      return json({ apiKey: toApiKey(key), secret }, 201);
    }),
  ),

  http.delete(
    '/api/profile/api-keys/:id',
    safeResolver(async ({ request, cookies, params }) => {
      const { account } = sessionCaller(request, cookies);
      const db = getDb();
      const index = db.apiKeys.findIndex(
        (key) => key.accountId === account.id && key.id === String(params.id),
      );
      if (index === -1) return messageResponse(404, PROFILE_MESSAGES.apiKeyNotFound);
      db.apiKeys.splice(index, 1);
      await commitDb();
      return noContent();
    }),
  ),

  http.get(
    '/api/profile/notification-settings',
    safeResolver(({ request, cookies }) =>
      json(profileOf(authenticate(request, cookies).account).notificationSettings),
    ),
  ),

  http.put(
    '/api/profile/notification-settings',
    safeResolver(async ({ request, cookies }) => {
      const { account } = authenticate(request, cookies);
      const settings = await parseBody(request, notificationSettingsSchema);
      profileOf(account).notificationSettings = settings;
      await commitDb();
      return json(settings);
    }),
  ),

  http.get(
    '/api/notifications',
    safeResolver(({ request, cookies }) =>
      json(notificationsOf(authenticate(request, cookies).account.id)),
    ),
  ),

  http.post(
    '/api/notifications/read-all',
    safeResolver(async ({ request, cookies }) => {
      const { account } = authenticate(request, cookies);
      for (const n of getDb().notifications) if (n.accountId === account.id) n.read = true;
      await commitDb();
      return json(notificationsOf(account.id));
    }),
  ),

  http.post(
    '/api/notifications/:id/read',
    safeResolver(async ({ request, cookies, params }) => {
      const { account } = authenticate(request, cookies);
      const notification = getDb().notifications.find(
        (n) => n.accountId === account.id && n.id === String(params.id),
      );
      if (!notification) return messageResponse(404, PROFILE_MESSAGES.notificationNotFound);
      notification.read = true;
      await commitDb();
      return json(notificationsOf(account.id));
    }),
  ),
];
