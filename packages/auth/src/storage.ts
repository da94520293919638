import { APP_TITLE, COOKIE_MAX_AGE_SECONDS } from './config';

/**
 * The one place session and preference values are persisted. Swap the implementation
 * (e.g. for HttpOnly cookies set by a real backend) without touching callers.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  /** `null` removes the key (spec: a cookie is removed when its value is null). Empty reads as removed. */
  set(key: string, value: string | null): void;
}

export const storageKey = (key: string) => `${APP_TITLE}-${key}`;

/** A hand-edited cookie may hold a lone `%`: reading it must not throw. */
function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Cookie storage: keys prefixed with the app title, path /, max-age 30 days, removed on null (spec 9). */
export function createCookieStorage(doc: Document = document): KeyValueStorage {
  const secure = () => (doc.location?.protocol === 'https:' ? '; Secure' : '');
  return {
    get(key) {
      const name = `${encodeURIComponent(storageKey(key))}=`;
      const hit = doc.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(name));
      // An emptied cookie reads as removed (some engines keep `name=` until the page reloads).
      const raw = hit?.slice(name.length);
      return raw === undefined || raw === '' ? null : safeDecode(raw);
    },
    set(key, value) {
      const name = encodeURIComponent(storageKey(key));
      doc.cookie =
        value === null
          ? `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure()}`
          : `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure()}`;
    },
  };
}

/** In-memory storage for tests and standalone remotes (keeps the portal's cookies untouched). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      if (value === null) values.delete(key);
      else values.set(key, value);
    },
  };
}

/** Parsed JSON of a stored value, or null when it is missing or not JSON. Validate the result. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
