import * as OTPAuth from 'otpauth';
import { randomBytes } from 'node:crypto';

export const TOTP_ISSUER = 'HostDesk';
export const RECOVERY_CODE_COUNT = 10;

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
export function totpStep(secret: string, code: string, now: number): number | null {
  const totp = totpFor(secret, 'check');
  const delta = totp.validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / totp.period) + delta;
}

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** `xxxxx-xxxxx` recovery codes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length] ?? 'a');
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** How a recovery code is compared: trimmed, lower case. */
export const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase();

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
