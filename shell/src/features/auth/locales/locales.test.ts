import { AUTH_NAMESPACE, authMessages } from '../i18n';
import { i18n, initI18n } from '@portal/design';

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

  it('registers the namespace in the page i18next instance', async () => {
    await initI18n();
    for (const language of ['en', 'fr', 'ar', 'es'])
      expect(i18n.hasResourceBundle(language, AUTH_NAMESPACE), language).toBe(true);
    expect(i18n.getFixedT('fr', AUTH_NAMESPACE)('login.submit')).toBe('Se connecter');
  });
});
