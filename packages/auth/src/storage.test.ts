import { COOKIE_MAX_AGE_SECONDS } from './config';
import { createCookieStorage, createMemoryStorage, readJson, storageKey } from './storage';

/** A document whose cookie setter records what was written. */
function recordingDocument() {
  const writes: string[] = [];
  let jar = '';
  const doc = {
    location: { protocol: 'http:' },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      writes.push(value);
    },
    setJar(value: string) {
      jar = value;
    },
  };
  return { doc, writes };
}

describe('cookie storage', () => {
  beforeEach(() => {
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; max-age=0`;
    }
  });

  it('prefixes keys with the app title', () => {
    expect(storageKey('theme')).toBe('HostDesk-theme');
    createCookieStorage().set('theme', 'dark');
    expect(document.cookie).toContain('HostDesk-theme=dark');
    expect(createCookieStorage().get('theme')).toBe('dark');
  });

  it('writes path /, max-age 30 days and SameSite', () => {
    const { doc, writes } = recordingDocument();
    createCookieStorage(doc as unknown as Document).set('userData', 'a b');
    expect(COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(writes).toEqual(['HostDesk-userData=a%20b; path=/; max-age=2592000; SameSite=Lax']);
  });

  it('marks cookies Secure on https', () => {
    const { doc, writes } = recordingDocument();
    doc.location.protocol = 'https:';
    createCookieStorage(doc as unknown as Document).set('k', 'v');
    expect(writes[0]).toMatch(/; Secure$/);
  });

  it('removes the cookie when the value is null', () => {
    const { doc, writes } = recordingDocument();
    createCookieStorage(doc as unknown as Document).set('theme', null);
    expect(writes).toEqual([
      'HostDesk-theme=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    ]);

    const storage = createCookieStorage();
    storage.set('theme', 'dark');
    storage.set('theme', null);
    expect(storage.get('theme')).toBeNull();
  });

  it('round-trips values with separators and unicode', () => {
    const storage = createCookieStorage();
    const value = JSON.stringify({ name: 'Zoë; admin=1', n: 1 });
    storage.set('userData', value);
    expect(storage.get('userData')).toBe(value);
  });

  it('does not match a key that only shares a prefix', () => {
    const { doc } = recordingDocument();
    doc.setJar('HostDesk-themeX=1; HostDesk-theme=dark');
    expect(createCookieStorage(doc as unknown as Document).get('theme')).toBe('dark');
  });

  it('reads a malformed escape as missing instead of throwing', () => {
    const { doc } = recordingDocument();
    doc.setJar('HostDesk-userData=%E0%A4%A');
    expect(createCookieStorage(doc as unknown as Document).get('userData')).toBeNull();
  });
});

describe('memory storage', () => {
  it('stores, reads and removes on null', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.get('a')).toBe('1');
    storage.set('b', '2');
    expect(storage.get('b')).toBe('2');
    storage.set('a', null);
    expect(storage.get('a')).toBeNull();
  });
});

describe('readJson', () => {
  it('parses JSON and returns null for missing or tampered values', () => {
    const storage = createMemoryStorage({ ok: '{"a":1}', bad: '{"a":', text: 'hello' });
    expect(readJson(storage, 'ok')).toEqual({ a: 1 });
    expect(readJson(storage, 'bad')).toBeNull();
    expect(readJson(storage, 'text')).toBeNull();
    expect(readJson(storage, 'missing')).toBeNull();
  });
});
