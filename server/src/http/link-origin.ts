import type { Context } from 'hono';
import type { AppEnv } from '../context';

const FALLBACK_ORIGIN = 'http://localhost:3000';

/**
 * The origin links in e-mails point to (a password reset): `PORTAL_ORIGIN` when set; else the
 * request's `Origin` when it is one the portal trusts (the browser that asked, on
 * localhost:3000 or 127.0.0.1:3000); else the first trusted origin. Never the `Host` header or
 * an untrusted `Origin`: whoever asks for a reset of someone else's account could otherwise
 * have the link in that person's mailbox point at their own site (reset-link poisoning).
 */
export function mailLinkOrigin(c: Context<AppEnv>): string {
  const { portalOrigin, trustedOrigins = [] } = c.var.deps;
  if (portalOrigin) return portalOrigin;
  const asked = c.req.header('origin')?.trim();
  if (asked !== undefined && trustedOrigins.includes(asked)) return asked;
  return trustedOrigins[0] ?? FALLBACK_ORIGIN;
}
