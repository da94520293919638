import { AUTH_NAMESPACE } from '../i18n';
import { changeLanguage, i18n, initI18n } from '@portal/design/base';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

const authMessages = { en, fr, ar, es } as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

describe('auth translations', () => {
  const english = keysOf(authMessages.en).sort();

  it.each(['fr', 'ar', 'es'] as const)('%s has exactly the English keys', (language) => {
    expect(keysOf(authMessages[language]).sort()).toEqual(english);
  });

  it.each(['fr', 'ar', 'es'] as const)(
    '%s keeps the placeholders and leaves nothing empty',
    (language) => {
      const translated = new Map(leaves(authMessages[language]));
      for (const [key, text] of leaves(authMessages.en)) {
        const other = translated.get(key);
        expect(typeof other, key).toBe('string');
        expect(String(other).trim(), key).not.toBe('');
        expect(placeholders(String(other)), key).toEqual(placeholders(String(text)));
      }
    },
  );

  it('bundles English and loads another language when the page switches to it', async () => {
    await initI18n();
    expect(i18n.hasResourceBundle('en', AUTH_NAMESPACE)).toBe(true);
    // The test setup preloads every language: start from the page's state.
    i18n.removeResourceBundle('fr', AUTH_NAMESPACE);
    await changeLanguage('fr');
    expect(i18n.hasResourceBundle('fr', AUTH_NAMESPACE)).toBe(true);
    expect(i18n.t('login.submit', { ns: AUTH_NAMESPACE })).toBe('Se connecter');
    await changeLanguage('en');
  });
});
