import { APP_TITLE, COOKIE_MAX_AGE_SECONDS } from './config';

/**
 * The one place session and preference values are persisted. Swap the implementation
 * (e.g. for HttpOnly cookies set by a real backend) without touching callers.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  /** `null` removes the key (spec: a cookie is removed when its value is null). */
  set(key: string, value: string | null): void;
}

export const storageKey = (key: string) => `${APP_TITLE}-${key}`;

export function createCookieStorage(doc: Document = document): KeyValueStorage {
  return {
    get(key) {
      const name = `${encodeURIComponent(storageKey(key))}=`;
      const hit = doc.cookie.split('; ').find((part) => part.startsWith(name));
      return hit === undefined ? null : decodeURIComponent(hit.slice(name.length));
    },
    set(key, value) {
      const name = encodeURIComponent(storageKey(key));
      doc.cookie =
        value === null
          ? `${name}=; path=/; max-age=0; SameSite=Lax`
          : `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
    },
  };
}

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

export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
