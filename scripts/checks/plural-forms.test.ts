import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../registry.mjs';

/** i18next (v21+ JSON) picks `key_<category>` with Intl.PluralRules; `key` is the family. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Where locale folders live: every app and package (not the remote template, not builds). */
const SEARCHED = ['shell', 'packages', 'remotes'];
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage']);

function localeFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && !SKIPPED.has(entry.name) && !entry.name.startsWith('.'),
  );
  return entries.flatMap((entry) => {
    const child = path.join(dir, entry.name);
    const found = localeFolders(child);
    return entry.name === 'locales' && existsSync(path.join(child, 'en.json'))
      ? [child, ...found]
      : found;
  });
}

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

interface LocaleFile {
  /** Relative to the repository root, for the failure messages. */
  file: string;
  language: string;
  /** Family name -> category -> text; a plain string is the family with no category. */
  families: Map<string, Map<string, string>>;
  /** Families that are plain strings (no `_one`…), with their text. */
  plain: Map<string, string>;
}

function readLocale(dir: string, name: string): LocaleFile {
  const file = path.relative(root, path.join(dir, name));
  const families = new Map<string, Map<string, string>>();
  const plain = new Map<string, string>();
  const json = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
  for (const [key, value] of leaves(json)) {
    const text = String(value);
    const match = PLURAL_SUFFIX.exec(key);
    if (!match?.[1]) {
      plain.set(key, text);
      continue;
    }
    const family = key.slice(0, match.index);
    const forms = families.get(family) ?? new Map<string, string>();
    forms.set(match[1], text);
    families.set(family, forms);
  }
  return { file, language: name.replace(/\.json$/, ''), families, plain };
}

const folders = SEARCHED.flatMap((top) => localeFolders(path.join(root, top))).sort();
const locales = folders.map((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readLocale(dir, name)),
);
const all = locales.flat();

const categories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/**
 * The categories that cover more than one whole number, whose text must show `{{count}}`
 * (Arabic `two` is only 2 and may say "يومان"; French `one` is 0 and 1 and must show it).
 */
function categoriesNeedingTheNumber(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  const probes = [...Array.from({ length: 1101 }, (_, n) => n), 1e6, 2e6, 1e7, 1e9];
  const seen = new Map<string, number>();
  for (const n of probes) seen.set(rules.select(n), (seen.get(rules.select(n)) ?? 0) + 1);
  return new Set([...seen].filter(([, count]) => count > 1).map(([category]) => category));
}

/** `{{count}}`, or formatted by i18next: `{{count, number}}`. */
const SHOWS_COUNT = /\{\{\s*count\s*(,[^}]*)?\}\}/;

/**
 * An English phrase that counts a noun ("{{count}} users exported", "Map of {{count}} vehicles",
 * "{{hours}} hours") must be a plural family; "Users: {{count}}" and "position 2 of {{count}} in
 * the board" count nothing and may stay plain.
 */
const COUNTED_PHRASE =
  /\{\{\s*(count|n|days|hours|minutes|seconds|weeks|months|years)\s*(,[^}]*)?\}\}\s+(?!(in|of|and|or|to|at|on)\b)\p{L}/iu;

describe('plural forms of the locale files', () => {
  it('finds the locale folders of the shell, the design package and every remote', () => {
    const relative = folders.map((dir) => path.relative(root, dir));
    expect(relative).toEqual(
      expect.arrayContaining([
        path.join('shell', 'src', 'locales'),
        path.join('shell', 'src', 'features', 'auth', 'locales'),
        path.join('packages', 'design', 'src', 'locales'),
        ...readdirSync(path.join(root, 'remotes')).map((name) =>
          path.join('remotes', name, 'src', 'locales'),
        ),
      ]),
    );
    expect(all.some((locale) => locale.families.size > 0)).toBe(true);
  });

  it('names each file after a language Intl knows', () => {
    const unknown = all.filter(
      (locale) => Intl.PluralRules.supportedLocalesOf(locale.language).length === 0,
    );
    expect(unknown.map((locale) => locale.file)).toEqual([]);
  });

  it.each(all.map((locale) => [locale.file, locale] as const))(
    '%s: every plural family has exactly the categories of its language',
    (_, locale) => {
      const wanted = categories(locale.language);
      const problems: string[] = [];
      for (const [family, forms] of locale.families) {
        const missing = wanted.filter((category) => !forms.has(category));
        const extra = [...forms.keys()].filter(
          (category) => !(wanted as readonly string[]).includes(category),
        );
        if (missing.length > 0) problems.push(`${family}: missing ${missing.join(', ')}`);
        if (extra.length > 0)
          problems.push(`${family}: not used by ${locale.language}: ${extra.join(', ')}`);
        if (locale.plain.has(family)) problems.push(`${family}: also a plain string`);
      }
      expect(problems, locale.file).toEqual([]);
    },
  );

  it.each(all.map((locale) => [locale.file, locale] as const))(
    '%s: a form that stands for more than one number shows {{count}}',
    (_, locale) => {
      const needed = categoriesNeedingTheNumber(locale.language);
      const problems: string[] = [];
      for (const [family, forms] of locale.families) {
        for (const [category, text] of forms) {
          if (needed.has(category) && !SHOWS_COUNT.test(text))
            problems.push(`${family}_${category}: "${text}"`);
        }
      }
      expect(problems, locale.file).toEqual([]);
    },
  );

  it.each(
    locales.flatMap((files) => {
      const english = files.find((locale) => locale.language === 'en');
      return english === undefined
        ? []
        : files
            .filter((locale) => locale !== english)
            .map((locale) => [locale.file, locale, english] as const);
    }),
  )('%s: has every key family of en, pluralised where en is', (_, locale, english) => {
    const problems: string[] = [];
    for (const family of english.families.keys()) {
      if (locale.plain.has(family)) problems.push(`${family}: a plain string, plural in en`);
      else if (!locale.families.has(family)) problems.push(`${family}: missing`);
    }
    for (const family of english.plain.keys()) {
      if (!locale.plain.has(family) && !locale.families.has(family))
        problems.push(`${family}: missing`);
    }
    expect(problems, locale.file).toEqual([]);
  });

  it.each([
    ['{{count}} users exported', true],
    ['Map of {{count}} vehicles', true],
    ['{{hours}} hours', true],
    ['{{count, number}} hours', true],
    ['Users: {{count}}', false],
    ['Delete selected ({{count}})', false],
    ['Card {{title}} is at position {{position}} of {{count}} in {{board}}.', false],
    ['{{count}} / {{max}}', false],
  ])('takes "%s" for a counted phrase: %s', (text, counted) => {
    expect(COUNTED_PHRASE.test(text)).toBe(counted);
  });

  it.each(
    all
      .filter((locale) => locale.language === 'en')
      .map((locale) => [locale.file, locale] as const),
  )('%s: a phrase that counts something is a plural family', (_, locale) => {
    const counted = [...locale.plain]
      .filter(([, text]) => COUNTED_PHRASE.test(text))
      .map(([key, text]) => `${key}: "${text}"`);
    expect(counted, locale.file).toEqual([]);
  });
});
