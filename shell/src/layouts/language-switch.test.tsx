import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type * as Registry from '../federation/remote-registry';
import { formatNumber, i18n, type RemoteRouteTable } from '@portal/design/base';
import { resetRemotesStore } from '../federation/remote-areas';
import { loadRemoteConfig, loadRouteTable } from '../federation/remote-registry';
import { renderApp } from '../testing/render-app';

vi.mock('../federation/remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
  loadRouteTable: vi.fn(),
  forgetRouteTable: vi.fn(),
}));

const MESSAGES: Record<string, Record<string, unknown>> = {
  en: { menu: { crm: 'CRM dashboard' }, page: { title: 'Revenue', users: 'Users by plan' } },
  fr: { menu: { crm: 'Tableau CRM' }, page: { title: 'Chiffre d’affaires', users: 'Par forfait' } },
  ar: { menu: { crm: 'إدارة العملاء' }, page: { title: 'الإيرادات', users: 'حسب الخطة' } },
};

function DemoPage() {
  const { t } = useTranslation('lang-demo');
  return (
    <section aria-label="demo">
      <h1>{t('page.title')}</h1>
      <p>{t('page.users')}</p>
      <p>{formatNumber(1234.5)}</p>
    </section>
  );
}

// Like a real remote, each language's namespace arrives later than the click (a lazy chunk).
const slowRemote: RemoteRouteTable = {
  namespace: 'lang-demo',
  loadMessages: (language) =>
    new Promise((resolve) => setTimeout(() => resolve(MESSAGES[language] ?? {}), 50)),
  routes: [{ path: '/dashboards/crm', load: () => Promise.resolve({ default: DemoPage }) }],
  menu: [{ titleKey: 'lang-demo:menu.crm', to: '/dashboards/crm', order: 1 }],
};

beforeEach(() => {
  resetRemotesStore();
  localStorage.clear();
  vi.mocked(loadRemoteConfig).mockResolvedValue([
    { name: 'apps_demo', entry: 'http://remote.test/mf-manifest.json', prefixes: ['/dashboards'] },
  ]);
  vi.mocked(loadRouteTable).mockResolvedValue(slowRemote);
});

async function pickLanguage(user: Awaited<ReturnType<typeof renderApp>>['user'], name: RegExp) {
  await user.click(screen.getByRole('button', { name: /language|langue|اللغة/i }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('switching the language', () => {
  it('re-renders the open remote page in the new language, without navigation', async () => {
    const { user, location } = await renderApp('/dashboards/crm');
    const page = await screen.findByRole('region', { name: 'demo' });
    expect(within(page).getByRole('heading')).toHaveTextContent('Revenue');
    expect(page).toHaveTextContent('1,234.5');

    await pickLanguage(user, /Français/);
    expect(
      await within(page).findByRole('heading', { name: 'Chiffre d’affaires' }),
    ).toBeInTheDocument();
    expect(page).toHaveTextContent('Par forfait');
    expect(page).toHaveTextContent(/1\s234,5/);
    expect(page).not.toHaveTextContent('Users by plan');
    expect(await screen.findByRole('link', { name: 'Tableau CRM' })).toBeInTheDocument();

    await pickLanguage(user, /العربية/);
    expect(await within(page).findByRole('heading', { name: 'الإيرادات' })).toBeInTheDocument();
    expect(page).toHaveTextContent('حسب الخطة');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(location()).toBe('/dashboards/crm');
  });

  it('switches only once the remote texts are in, so English never shows in between', async () => {
    const { user } = await renderApp('/dashboards/crm');
    const page = await screen.findByRole('region', { name: 'demo' });
    const loadedWhenSwitched: boolean[] = [];
    const listener = (language: string) =>
      loadedWhenSwitched.push(i18n.hasResourceBundle(language, 'lang-demo'));
    i18n.on('languageChanged', listener);
    try {
      await pickLanguage(user, /Français/);
      await within(page).findByRole('heading', { name: 'Chiffre d’affaires' });
    } finally {
      i18n.off('languageChanged', listener);
    }
    expect(loadedWhenSwitched).toEqual([true]);
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });
});
