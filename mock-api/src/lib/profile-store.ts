import * as OTPAuth from 'otpauth';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationSettings,
} from '@portal/contract';
import type { Account } from '../db/schema';
import type { ProfileRecord } from '../db/profile-schema';
import { getDb } from '../db/store';
import { sha256Hex } from './sha256';
import { randomToken } from './tokens';

export const TOTP_ISSUER = 'HostDesk';
export const DAY_MS = 24 * 60 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

export function defaultNotificationSettings(): NotificationSettings {
  const events = Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { email: true, browser: false, inApp: true }]),
  ) as NotificationSettings['events'];
  return { events, timing: 'always' };
}

/** The account's profile record, created with defaults on first use (in memory until a commit). */
export function profileOf(account: Account): ProfileRecord {
  const db = getDb();
  let profile = db.profiles.find((p) => p.accountId === account.id);
  if (!profile) {
    profile = {
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
      totpSecret: null,
      totpPendingSecret: null,
      recoveryCodeHashes: [],
      passwordChangedAt: null,
      notificationSettings: defaultNotificationSettings(),
      plan: {
        plan: 'basic',
        cycle: 'monthly',
        periodStart: Date.now(),
        periodEnd: Date.now() + 30 * DAY_MS,
        cancelAtPeriodEnd: false,
      },
      paymentMethods: [],
      billingAddress: { company: '', email: '', taxId: '', address: '', country: '', zip: '' },
      charges: [],
      connections: ['google-calendar'],
    };
    db.profiles.push(profile);
  }
  return profile;
}

export const twoStepByAppEnabled = (account: Account) =>
  getDb().profiles.some((p) => p.accountId === account.id && p.totpSecret !== null);

export function totpFor(secret: string, label: string) {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit base32 secret (RFC 4226 recommends at least 128 bits). */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** Answer to a second use of a TOTP code (RFC 6238 5.2: each code is accepted once). */
export const TOTP_REUSED_MESSAGE = 'This code has already been used: wait for the next one';

/** The time step of a valid 6-digit code of `secret` (one period either side for drift), or null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secret, 'check');
  const delta = totp.validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / totp.period) + delta;
}

/**
 * Checks a code of `secret` and spends it: `ok` (its step is remembered, so neither it nor an
 * earlier code works again), `invalid`, or `reused` for a code of a step already used.
 */
export function spendTotpCode(
  profile: ProfileRecord,
  secret: string,
  code: string,
): 'ok' | 'invalid' | 'reused' {
  const step = totpStep(secret, code);
  if (step === null) return 'invalid';
  if (profile.totpLastStep !== undefined && step <= profile.totpLastStep) return 'reused';
  profile.totpLastStep = step;
  return 'ok';
}

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** `xxxxx-xxxxx` recovery codes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length] ?? 'a');
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Use a recovery code: true (and it is gone) when it is one of the unused ones. */
export function consumeRecoveryCode(profile: ProfileRecord, code: string): boolean {
  const hash = sha256Hex(code.trim().toLowerCase());
  const index = profile.recoveryCodeHashes.indexOf(hash);
  if (index === -1) return false;
  profile.recoveryCodeHashes.splice(index, 1);
  return true;
}

/** Browser and operating system from a user-agent string (order matters: Edge says Chrome too). */
export function parseUserAgent(userAgent: string): { browser: string; os: string } {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /(Headless)?Chrome\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Unknown browser';
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /CrOS/.test(userAgent)
          ? 'ChromeOS'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'macOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'Unknown OS';
  return { browser, os };
}

/** Add an in-app notification for `account` when its settings keep that event in the app. */
export function addNotification(
  account: Account,
  event: NotificationEvent,
  params: Record<string, string> = {},
): void {
  const settings = profileOf(account).notificationSettings;
  if (!settings.events[event].inApp) return;
  getDb().notifications.push({
    id: randomToken().slice(0, 16),
    accountId: account.id,
    event,
    params,
    createdAt: Date.now(),
    read: false,
  });
}

export const API_KEY_PREFIX = 'hdk_';
export const hashApiKey = (secret: string) => sha256Hex(secret);

/** The live API key behind a bearer secret, or undefined. */
export function findApiKey(secret: string, now = Date.now()) {
  if (!secret.startsWith(API_KEY_PREFIX)) return undefined;
  const hash = hashApiKey(secret);
  return getDb().apiKeys.find((key) => key.hash === hash && key.expiresAt > now);
}
