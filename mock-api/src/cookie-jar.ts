/**
 * The test browser's cookies for the API: what the server app sets with `Set-Cookie` (the
 * HttpOnly session) is kept here and sent back as `Cookie` on the next requests, as a browser
 * does. Emptied before and after every test (`startMockServer`), like the test database.
 * No heavy imports: render helpers use it without loading the server.
 */

import type { SessionPayload } from '@portal/auth';

/** A session made for a test: what the portal keeps, and the token the API knows it by. */
export interface TestSession extends SessionPayload {
  /** Put in the test browser's cookie jar (`testCookieJar.setSession`) by the render helpers. */
  accessToken: string;
}

interface StoredCookie {
  value: string;
  path: string;
  /** ms since the epoch; undefined = until the test ends. */
  expiresAt: number | undefined;
}

/** The session cookie's name, as the server sets it. */
export const SESSION_COOKIE = 'HostDesk-accessToken';

const cookies = new Map<string, StoredCookie>();

const live = (cookie: StoredCookie, now: number) =>
  cookie.expiresAt === undefined || cookie.expiresAt > now;

/** Keeps one `Set-Cookie` line (a `Max-Age=0` or a past `Expires` removes the cookie). */
function store(line: string, now: number): void {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  if (at <= 0) return;
  const name = pair.slice(0, at);
  let path = '/';
  let expiresAt: number | undefined;
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const value = rest.join('=');
    switch (key.toLowerCase()) {
      case 'path':
        path = value || '/';
        break;
      case 'max-age':
        expiresAt = now + Number(value) * 1000;
        break;
      case 'expires':
        expiresAt ??= Date.parse(value);
        break;
    }
  }
  const cookie = { value: pair.slice(at + 1), path, expiresAt };
  if (cookie.value === '' || !live(cookie, now)) cookies.delete(name);
  else cookies.set(name, cookie);
}

export const testCookieJar = {
  /** Keeps the cookies an answer sets. */
  keep(headers: Headers): void {
    const now = Date.now();
    for (const line of headers.getSetCookie()) store(line, now);
  },
  /** `name=value; ...` of the cookies a request to `url` carries, or '' for none. */
  header(url: string): string {
    const { pathname } = new URL(url);
    const now = Date.now();
    return [...cookies]
      .filter(([, cookie]) => live(cookie, now) && pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  },
  /** The value of a cookie, or null. */
  get(name: string): string | null {
    const cookie = cookies.get(name);
    return cookie && live(cookie, Date.now()) ? decodeURIComponent(cookie.value) : null;
  },
  /**
   * Puts a session the test made (`sessionFor`, the render helpers' demo sessions) in the
   * browser, as if it had signed in; null signs the browser out.
   */
  setSession(token: string | null): void {
    if (token === null) cookies.delete(SESSION_COOKIE);
    else
      cookies.set(SESSION_COOKIE, {
        value: encodeURIComponent(token),
        path: '/',
        expiresAt: undefined,
      });
  },
  clear(): void {
    cookies.clear();
  },
};
