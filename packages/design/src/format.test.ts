import { countryName, formatCurrency, formatDate, formatNumber, formatPercent } from './format';
import { i18n, initI18n, showLanguage } from './i18n';

beforeAll(async () => {
  await initI18n();
});
afterAll(async () => {
  await showLanguage('en');
});

const date = new Date(Date.UTC(2026, 0, 5, 12));
const tz = { dateStyle: 'long', timeZone: 'UTC' } as const;

describe('formatting follows the active language', () => {
  it('English', async () => {
    await showLanguage('en');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatDate(date, tz)).toBe('January 5, 2026');
    expect(formatPercent(12.5, { signed: true })).toBe('+12.5%');
  });

  it('French', async () => {
    await showLanguage('fr');
    // French groups with a narrow no-break space and uses a decimal comma.
    expect(formatNumber(1234567.5)).toBe('1\u202f234\u202f567,5');
    expect(formatCurrency(1234.5, 'EUR')).toBe('1\u202f234,50\u00a0€');
    expect(formatDate(date, tz)).toBe('5 janvier 2026');
  });

  it('Arabic', async () => {
    await showLanguage('ar');
    expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('ar').format(1234.5));
    // Arabic puts the currency after the amount, behind a right-to-left mark.
    const money = formatCurrency(1234.5);
    expect(money).toMatch(/^\u200f?1,234\.50\s?US\$$/);
    expect(formatDate(date, tz)).toBe('5 يناير 2026');
  });

  it('keeps no formatter of another language (formatters are reused per language)', async () => {
    await showLanguage('en');
    expect(formatDate(date, tz)).toBe('January 5, 2026');
    await showLanguage('fr');
    expect(formatDate(date, tz)).toBe('5 janvier 2026');
    expect(formatNumber(0.5)).toBe('0,5');
    await showLanguage('en');
    expect(formatDate(date, tz)).toBe('January 5, 2026');
    expect(formatNumber(0.5)).toBe('0.5');
  });

  it('follows the chosen language while its messages are still loading (as at start)', async () => {
    // The portal starts in the chosen language before its lazy messages arrive: i18next then
    // resolves to English, and keeps `resolvedLanguage` at English once they have arrived.
    const bundles = Object.keys(i18n.store.data.es ?? {});
    const saved = bundles.map((ns) => [ns, i18n.getResourceBundle('es', ns) as unknown] as const);
    for (const ns of bundles) i18n.removeResourceBundle('es', ns);
    await i18n.changeLanguage('es');
    for (const [ns, bundle] of saved) if (bundle) i18n.addResourceBundle('es', ns, bundle);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(formatDate(date, tz)).toBe('5 de enero de 2026');
    await showLanguage('en');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('countryName', () => {
  it.each([
    ['en', 'Spain', 'Spain'],
    ['fr', 'Spain', 'Espagne'],
    ['es', 'United States', 'Estados Unidos'],
    ['ar', 'FR', 'فرنسا'],
    ['fr', 'Russia', 'Russie'],
    ['fr', 'Atlantis', 'Atlantis'],
  ])('%s: %s -> %s', async (language, value, expected) => {
    await showLanguage(language);
    expect(countryName(value)).toBe(expected);
  });
});
