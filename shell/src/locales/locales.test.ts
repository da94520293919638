import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LANGUAGES = ['en', 'fr', 'ar', 'es'];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** A plural key's family (`openUnread_one` -> `openUnread`): each language has its own forms. */
const family = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const directories = [
  path.resolve(import.meta.dirname),
  path.resolve(import.meta.dirname, '../features/auth/locales'),
].filter((dir) => existsSync(dir));

describe.each(directories)('locale files in %s', (dir) => {
  const bundles = Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as unknown,
    ]),
  );

  it('has a file per language and no other', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map((lng) => `${lng}.json`).sort());
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))('%s has exactly the keys of en', (lng) => {
    const english = new Set(keys(bundles.en).map(family));
    const other = new Set(keys(bundles[lng]).map(family));
    expect([...english].filter((key) => !other.has(key))).toEqual([]);
    expect([...other].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty string', (lng) => {
    const empty = keys(bundles[lng]).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundles[lng]);
      return typeof value === 'string' && value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
